/**
 * Resized variants of stored images, rendered once and then served from a disk cache.
 * Stored keys never change content (lib/storage.ts), so a variant is named by its key and
 * parameters alone and its name doubles as the ETag.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { notFound } from '../../lib/errors.ts';
import { CONTENT_TYPES, renderVariant, type VariantOptions } from '../../lib/images.ts';
import type { Storage } from '../../lib/storage.ts';

export interface VariantRequest extends VariantOptions {
  key: string;
}

export interface Variant {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

export interface MediaServiceOptions {
  storage: Storage;
  /** Folder of rendered variants; safe to delete at any time. */
  cacheDir: string;
}

export function createMediaService({ storage, cacheDir }: MediaServiceOptions) {
  /** Renders in progress in this process, so simultaneous first requests render once. */
  const rendering = new Map<string, Promise<Buffer>>();

  function variantId({ key, width, height, quality, format }: VariantRequest): string {
    return createHash('sha256')
      .update(JSON.stringify([key, width ?? 0, height ?? 0, quality ?? 0, format]))
      .digest('hex')
      .slice(0, 32);
  }

  const etagOf = (id: string) => `"${id}"`;

  function cacheFile(id: string, request: VariantRequest): string {
    return path.join(cacheDir, id.slice(0, 2), `${id}.${request.format}`);
  }

  async function readCached(file: string): Promise<Buffer | null> {
    try {
      return await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async function renderAndCache(request: VariantRequest, file: string): Promise<Buffer> {
    const source = await storage.get(request.key);
    if (!source) throw notFound('Image not found');
    const bytes = await renderVariant(source.bytes, request);
    await mkdir(path.dirname(file), { recursive: true });
    // Other processes may render the same variant at once: each writes its own temp file and the
    // atomic rename means a reader sees one whole file or none.
    const temp = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temp, bytes);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return bytes;
  }

  return {
    etag: (request: VariantRequest): string => etagOf(variantId(request)),

    /** True when the variant was rendered before, so a matching If-None-Match may be answered with 304. */
    async isCached(request: VariantRequest): Promise<boolean> {
      const file = cacheFile(variantId(request), request);
      return stat(file).then(
        (s) => s.isFile(),
        () => false,
      );
    },

    async variant(request: VariantRequest): Promise<Variant> {
      const id = variantId(request);
      const file = cacheFile(id, request);
      const result = { contentType: CONTENT_TYPES[request.format], etag: etagOf(id) };
      const cached = await readCached(file);
      if (cached) return { ...result, bytes: cached };

      let pending = rendering.get(id);
      if (!pending) {
        pending = renderAndCache(request, file).finally(() => rendering.delete(id));
        rendering.set(id, pending);
      }
      return { ...result, bytes: await pending };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
