import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const repoRoot = path.dirname(benchRoot);
export const resultsDir = path.join(benchRoot, 'results');
export const apiServer = path.join(repoRoot, 'apps/api/dist/server.js');
export const webDist = path.join(repoRoot, 'apps/web/dist');
