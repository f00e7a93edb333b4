/**
 * The server's secret material. One master secret (JWT_SECRET) is stretched into separate keys per
 * use, so a key leaked from one use (say, a code hash) says nothing about another (access tokens).
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Keys {
  /** HS256 key for access tokens. */
  accessToken: Uint8Array;
  /** HMAC key for stored one-time codes and tokens: a stolen table cannot be brute-forced offline. */
  codeHash: Buffer;
  /** HMAC key for device cookies: a browser that signed in before is recognised (rate-limits.ts). */
  deviceCookie: Buffer;
}

export function deriveKeys(masterSecret: string): Keys {
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', masterSecret, 'dokan', purpose, 32));
  return {
    accessToken: new Uint8Array(derive('access-token')),
    codeHash: derive('code-hash'),
    deviceCookie: derive('device-cookie'),
  };
}

/** The configured secret, or one generated on first start and kept (owner-only) under the data folder. */
export async function loadOrCreateSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'secrets', 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return (await readFile(file, 'utf8')).trim();
}

/** A random, URL-safe token (256 bits): refresh tokens, e-mail links, reset grants. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
