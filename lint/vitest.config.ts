import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'lint',
    include: ['*.test.ts'],
    // The first lint loads the TypeScript resolver for three projects.
    testTimeout: 60_000,
  },
});
