// Bundles the server into dist/server.js; packages/domain is compiled in, npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: { '@dokan/domain': '../../packages/domain/src/index.ts' },
  logLevel: 'warning',
});
