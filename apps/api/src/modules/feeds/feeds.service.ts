/**
 * The product feeds Meta and Google fetch (docs/decisions/087): every product, in English or Bangla,
 * at the shop's public address. A feed is written once from the database, a page of products at a
 * time, straight into gzip, and the compressed bytes are kept until something changes: any cached
 * answer's invalidation, this process's or another's (decisions 010, 024), drops them, so the next
 * fetch reads the catalogue as it is. Concurrent fetches of a feed share one build.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

import type { Locale } from '@dokan/domain';

import type { FeedProducts } from '../catalogue/catalogue.service.ts';
import { FEED_WRITERS, type FeedFormat } from './feed-formats.ts';
import { feedItems } from './feed-items.ts';

/** Products read per statement: a few hundred kilobytes of rows at a time, whatever the catalogue's size. */
const BATCH_SIZE = 500;
/** A kept feed is rebuilt after this even when no change was heard (a message lost while the bus was away). */
export const FEED_MAX_AGE_MS = 10 * 60_000;

const CHANNEL_DESCRIPTION: Record<Locale, (shop: string) => string> = {
  en: (shop) => `Every product of ${shop}, with its price in taka and its stock`,
  bn: (shop) => `${shop}-এর সব পণ্য, টাকায় দাম আর মজুত সহ`,
};

export interface FeedsDeps {
  products: FeedProducts;
  publicUrl: string;
  shopName: () => Promise<string>;
  batchSize?: number;
  maxAgeMs?: number;
  now?: () => number;
}

export function createFeedsService({
  products,
  publicUrl,
  shopName,
  batchSize = BATCH_SIZE,
  maxAgeMs = FEED_MAX_AGE_MS,
  now = Date.now,
}: FeedsDeps) {
  const origin = publicUrl.replace(/\/+$/, '');
  const kept = new Map<string, { gzip: Buffer; expires: number }>();
  const building = new Map<string, Promise<Buffer>>();
  /** Bumped by every change, so a feed built from older rows is never kept after it. */
  let generation = 0;

  async function* text(format: FeedFormat, language: Locale): AsyncGenerator<string> {
    const writer = FEED_WRITERS[format];
    const shop = await shopName();
    yield writer.start({ title: shop, link: `${origin}/`, description: CHANNEL_DESCRIPTION[language](shop) });
    let after: string | null = null;
    for (;;) {
      const page = await products.productsAfter(after, batchSize);
      yield writer.items(page.flatMap((product) => feedItems(product, { language, origin, shopName: shop })));
      if (page.length < batchSize) break;
      after = page[page.length - 1]!.id;
    }
    yield writer.end();
  }

  async function build(format: FeedFormat, language: Locale): Promise<Buffer> {
    const parts: Buffer[] = [];
    await pipeline(Readable.from(text(format, language)), createGzip(), async (gzip: AsyncIterable<Buffer>) => {
      for await (const part of gzip) parts.push(part);
    });
    return Buffer.concat(parts);
  }

  return {
    /** The feed, gzipped: kept, being built, or built now. */
    async gzipped(format: FeedFormat, language: Locale): Promise<Buffer> {
      const key = `${format}:${language}`;
      const hit = kept.get(key);
      if (hit && hit.expires > now()) return hit.gzip;
      const pending = building.get(key);
      if (pending) return pending;
      const started = generation;
      const built = build(format, language)
        .then((gzip) => {
          if (generation === started) kept.set(key, { gzip, expires: now() + maxAgeMs });
          return gzip;
        })
        .finally(() => {
          if (building.get(key) === built) building.delete(key);
        });
      building.set(key, built);
      return built;
    },

    /** Something the feeds show may have changed: build them anew when next asked. */
    forget(): void {
      generation++;
      kept.clear();
      building.clear();
    },
  };
}

export type FeedsService = ReturnType<typeof createFeedsService>;
