/** Every environment variable the server reads, parsed once. Nothing else reads process.env. */
import path from 'node:path';

import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL server; without it the shop runs on embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Fill an empty database with the demo catalogue on start. */
  DEMO_SEED: booleanFlag.default(true),
  /** The built web app to serve; empty serves the API alone. */
  WEB_DIST: z.string().optional(),
  /** How long public catalogue answers are served from memory (docs/decisions/006); 0 turns it off. */
  RESPONSE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'DATA_DIR'> & { DATA_DIR: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (DATABASE_URL= in a shell or unit file) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}
