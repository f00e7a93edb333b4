/** Helpers for the admin catalogue tests: multipart forms, photos, and signed-in users of each role. */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';

import { users } from '../db/schema.ts';
import { call, type SignedIn, signedInCustomer } from './accounts.ts';
import type { TestApp } from './app.ts';

export interface FormFile {
  field: string;
  bytes: Buffer;
  name?: string;
  type?: string;
}

/** A multipart body; a field given a list is sent repeated. */
export function multipart(fields: Record<string, string | string[]>, files: FormFile[] = []) {
  const boundary = `----dokan${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`));
    }
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name ?? 'photo.jpg'}"\r\nContent-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A JPEG of one colour; with `withExif` it carries camera metadata that must not survive the upload. */
export async function photo(width = 64, height = 64, withExif = false, background = '#1e6b52'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background } }).jpeg();
  return withExif
    ? image.withExif({ IFD0: { Copyright: 'Secret place', Artist: 'Camera' } }).toBuffer()
    : image.toBuffer();
}

export const NOT_AN_IMAGE = Buffer.from('<?php echo "not a picture"; ?>');

export async function tooLargePhoto(): Promise<Buffer> {
  return Buffer.concat([await photo(), Buffer.alloc(6 * 1024 * 1024, 1)]);
}

/** A registered, verified account with the given role (its token stays valid: the version is unchanged). */
export async function signedInAs(t: TestApp, role: 'user' | 'owner' | 'admin'): Promise<SignedIn> {
  const account = await signedInCustomer(t);
  if (role !== 'user') await t.db.update(users).set({ role }).where(eq(users.id, account.id));
  return account;
}

type Method = 'POST' | 'PUT';

/** Sends a multipart form, signed in when a token is given. */
export function sendForm(
  t: TestApp,
  method: Method,
  url: string,
  fields: Record<string, string | string[]>,
  files: FormFile[] = [],
  token?: string,
) {
  const { payload, headers } = multipart(fields, files);
  return call(t, method, url, payload, { token, headers });
}
