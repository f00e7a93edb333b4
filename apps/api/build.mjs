// Bundles the server into dist/server.js, and the backup and restore commands beside it; packages/domain
// is compiled in, npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts', 'src/backup.ts', 'src/restore.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: { '@dokan/domain': '../../packages/domain/src/index.ts' },
  logLevel: 'warning',
});
