import { defineProject } from 'vitest/config';

// The web build's own tools run in Node, apart from the pages' tests (happy-dom, the app's setup).
export default defineProject({
  test: { name: 'web-build', environment: 'node', include: ['*.test.ts'] },
});
