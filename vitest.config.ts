import { defineConfig } from 'vitest/config';

// One run for every suite: the shared rules, the API, the web components, the browser journeys and the
// import rules of the lint configuration.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web', 'apps/web/build', 'e2e', 'lint'],
  },
});
