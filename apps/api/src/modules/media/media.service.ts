/**
 * Resized variants of stored images, rendered once and then served from a disk cache. Stored keys
 * never change content (lib/storage.ts), so a variant is named by its key and parameters alone and
 * its name doubles as the ETag. Which sizes may be asked for is the route's business; here the work
 * is bounded: a few encodes at once (encode-queue.ts) and a cache capped in size (variant-cache.ts).
 */
import { createHash } from 'node:crypto';

import { notFound } from '../../lib/errors.ts';
import { CONTENT_TYPES, renderVariant, type VariantOptions } from '../../lib/images.ts';
import type { Storage } from '../../lib/storage.ts';
import { createEncodeQueue } from './encode-queue.ts';
import { createVariantCache } from './variant-cache.ts';

export interface VariantRequest extends VariantOptions {
  key: string;
}

export interface Variant {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

export interface MediaLimits {
  /** Folder of rendered variants; safe to delete at any time. */
  cacheDir: string;
  /** Bytes the variants may take on disk; the least recently used go first. */
  cacheMaxBytes: number;
  /** Encodes at once, and how many may wait for a slot before the route answers 503. */
  maxEncodes: number;
  maxQueuedEncodes: number;
}

export interface MediaServiceOptions extends MediaLimits {
  storage: Storage;
}

export function createMediaService({ storage, ...limits }: MediaServiceOptions) {
  const cache = createVariantCache({ dir: limits.cacheDir, maxBytes: limits.cacheMaxBytes });
  const encodes = createEncodeQueue({ concurrency: limits.maxEncodes, maxQueued: limits.maxQueuedEncodes });
  /** Renders in progress in this process, so simultaneous first requests render once. */
  const rendering = new Map<string, Promise<Buffer>>();

  function variantId({ key, width, height, quality, fit, format }: VariantRequest): string {
    return createHash('sha256')
      .update(JSON.stringify([key, width ?? 0, height ?? 0, quality ?? 0, format, ...(fit ? [fit] : [])]))
      .digest('hex')
      .slice(0, 32);
  }

  const etagOf = (id: string) => `"${id}"`;
  const fileOf = (request: VariantRequest, id = variantId(request)) => cache.fileFor(request.key, id, request.format);

  async function renderAndCache(request: VariantRequest, file: string): Promise<Buffer> {
    const source = await storage.get(request.key);
    if (!source) throw notFound('Image not found');
    const bytes = await renderVariant(source.bytes, request);
    await cache.write(file, bytes);
    // The image may have been deleted while it was rendering, after its variants were forgotten:
    // then this one must not stay behind (deleting removes the original first, then the variants).
    if (!(await storage.get(request.key))) {
      await cache.remove(file);
      throw notFound('Image not found');
    }
    return bytes;
  }

  return {
    etag: (request: VariantRequest): string => etagOf(variantId(request)),

    /** True when the variant was rendered before, so a matching If-None-Match may be answered with 304. */
    isCached: (request: VariantRequest): Promise<boolean> => cache.has(fileOf(request)),

    async variant(request: VariantRequest): Promise<Variant> {
      const id = variantId(request);
      const file = fileOf(request, id);
      const result = { contentType: CONTENT_TYPES[request.format], etag: etagOf(id) };
      const cached = await cache.read(file);
      if (cached) return { ...result, bytes: cached };

      let pending = rendering.get(id);
      if (!pending) {
        pending = encodes.run(() => renderAndCache(request, file)).finally(() => rendering.delete(id));
        rendering.set(id, pending);
      }
      return { ...result, bytes: await pending };
    },

    /** Drops every cached variant of `key`, once the stored image is gone. */
    forget: (key: string): Promise<void> => cache.forget(key),
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
