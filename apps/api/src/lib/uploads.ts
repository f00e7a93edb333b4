/**
 * Uploaded images around a database change: the new files are checked, re-encoded and stored
 * under fresh keys before the transaction (so no file work happens while rows are locked), deleted
 * again if the transaction fails, and the files a change replaced are deleted only after it commits.
 */
import { randomUUID } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';

import { MEDIA_PATH_PREFIX, NOT_AN_IMAGE_MESSAGE } from '@dokan/domain';

import { badRequest } from './errors.ts';
import { reencodeUpload } from './images.ts';
import type { Storage } from './storage.ts';

/**
 * Stores `files` (all must be images, else a 400 before anything is stored) under `folder`, runs
 * `change` with their public addresses, and removes them again when `change` fails.
 */
export async function withNewImages<T>(
  storage: Storage,
  upload: { folder: string; files: Buffer[]; maxSide: number },
  change: (urls: string[]) => Promise<T>,
): Promise<T> {
  const encoded = await Promise.all(upload.files.map((file) => reencodeUpload(file, upload.maxSide)));
  const images = encoded.filter((image): image is Buffer => image !== null);
  if (images.length !== encoded.length) throw badRequest(NOT_AN_IMAGE_MESSAGE);
  return withStoredImages(storage, upload.folder, images, change);
}

/** Stores images re-encoded already (reencodeUpload) under `folder`, runs `change` with their addresses, removes them when it fails. */
export async function withStoredImages<T>(
  storage: Storage,
  folder: string,
  images: Buffer[],
  change: (urls: string[]) => Promise<T>,
): Promise<T> {
  const keys = images.map(() => `${folder}/${randomUUID()}.webp`);
  try {
    await Promise.all(keys.map((key, i) => storage.put(key, images[i]!, 'image/webp')));
    return await change(keys.map((key) => storage.publicUrl(key)));
  } catch (error) {
    await Promise.allSettled(keys.map((key) => storage.delete(key)));
    throw error;
  }
}

/**
 * Deletes stored images by their public addresses, after the change that dropped them committed.
 * Addresses outside our media route (an external URL) are left alone; a failure is only logged:
 * the change stands and a leftover file harms nobody.
 */
export async function deleteImages(storage: Storage, urls: Iterable<string>, log?: FastifyBaseLogger): Promise<void> {
  const keys = [...new Set(urls)]
    .filter((url) => url.startsWith(MEDIA_PATH_PREFIX))
    .map((url) => url.slice(MEDIA_PATH_PREFIX.length));
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') log?.warn({ err: result.reason, key: keys[i] }, 'replaced image not deleted');
  });
}
