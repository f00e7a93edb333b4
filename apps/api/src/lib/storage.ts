/**
 * Where uploaded and generated images live. A key names one stored file ('products/<uuid>/0.webp');
 * its public address is the media route, which serves it resized. Keys are never reused for new
 * content (a replaced image gets a new key): the media route caches variants for a year on that promise.
 * The local driver keeps files under a folder; an S3-compatible driver implements the same interface.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { MEDIA_PATH_PREFIX } from '@dokan/domain';

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

export interface Storage {
  /** `contentType` is kept by drivers that store metadata; the local driver derives it from the extension. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  publicUrl(key: string): string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};

/**
 * Relative, slash-separated, no empty, '.' or '..' segments, no backslashes or NUL: a key can never
 * leave its folder. No segment longer than a file name may be (255 bytes), which the disk would refuse.
 */
export function isValidStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 512 || key.startsWith('/') || /[\\\0]/.test(key)) return false;
  return key
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..' && Buffer.byteLength(segment) <= 255);
}

export function createLocalStorage(root: string): Storage {
  const base = path.resolve(root);

  function fileFor(key: string): string {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return path.join(base, ...key.split('/'));
  }

  return {
    async put(key, bytes) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Readers never see a half-written file: write beside it, then rename over it.
      const temp = `${file}.${randomUUID()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, file);
    },

    async get(key) {
      try {
        const bytes = await readFile(fileFor(key));
        return { bytes, contentType: CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream' };
      } catch (error) {
        // A key naming a folder ('products') is as absent as a missing file.
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(fileFor(key), { force: true });
    },

    publicUrl: (key) => MEDIA_PATH_PREFIX + key,
  };
}
