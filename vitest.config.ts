import { defineConfig } from 'vitest/config';

// One run for every suite: the shared rules, the API, the web components and the browser journeys.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web', 'e2e'],
  },
});
