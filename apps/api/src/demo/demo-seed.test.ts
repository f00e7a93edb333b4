import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { discountedPricePoisha, nextOrderStatuses, type OrderStatus, returnRate, shopMonth } from '@dokan/domain';

import type { DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../lib/rows.ts';
import { createLocalStorage, type Storage } from '../lib/storage.ts';
import { call, makeAdmin, signedInCustomer } from '../test/accounts.ts';
import { createTestApp } from '../test/app.ts';
import { openTestDatabase } from '../test/database.ts';
import { lineInBangla } from './bangla-texts.ts';
import { planDemoCatalogue } from './demo-catalogue.ts';
import { seedDemoCatalogue, type SeedResult } from './demo-seed.ts';
import { draftProduct } from './product-draft.ts';
import { createRandom } from './random.ts';
import { CATALOGUE } from './vocabulary.ts';

let handle: DatabaseHandle;
let storage: Storage;
let mediaDir: string;
let first: SeedResult;

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);
const count = async (table: string) =>
  Number((await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]?.n);

beforeAll(async () => {
  handle = await openTestDatabase();
  mediaDir = await mkdtemp(path.join(tmpdir(), 'dokan-seed-'));
  storage = createLocalStorage(mediaDir);
  first = await seedDemoCatalogue(handle.db, storage);
}, 180_000);

afterAll(async () => {
  await handle.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('fills an empty shop with 8+ categories, each with subcategories and sub-subcategories, and 200+ products', async () => {
    expect(first.seeded).toBe(true);
    expect(await count('categories')).toBeGreaterThanOrEqual(8);
    expect(await count('products')).toBeGreaterThanOrEqual(200);
    const bare = await rows<{ name: string }>(sql`
      SELECT c.name FROM categories c
      WHERE NOT EXISTS (SELECT 1 FROM sub_subcategories s WHERE s.category_id = c.id)`);
    expect(bare).toEqual([]);
    const withoutImage = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM subcategories WHERE image IS NULL`,
    );
    expect(withoutImage[0]?.n).toBeGreaterThan(0);
  });

  it('names every category, subcategory, sub-subcategory and product in Bangla too', async () => {
    const unnamed = await rows<{ name: string }>(sql`
      SELECT name FROM categories WHERE name_bn IS NULL OR name_bn !~ '[\u0980-\u09FF]'
      UNION ALL SELECT name FROM subcategories WHERE name_bn IS NULL OR name_bn !~ '[\u0980-\u09FF]'
      UNION ALL SELECT name FROM sub_subcategories WHERE name_bn IS NULL OR name_bn !~ '[\u0980-\u09FF]'
      UNION ALL SELECT name FROM products WHERE name_bn IS NULL OR name_bn !~ '[\u0980-\u09FF]'`);
    expect(unnamed).toEqual([]);
    const [panjabi] = await rows<{ name_bn: string }>(sql`SELECT name_bn FROM subcategories WHERE name = 'Panjabi'`);
    expect(panjabi?.name_bn).toBe('পাঞ্জাবি');
  });

  it('keeps its clothes and shoes per colour and size: each product with variants has them all, its stock their sum, one sold out (decision 077)', async () => {
    const products = await rows<{
      name: string;
      remaining: number;
      colors: string[];
      sizes: string[];
      variants: number;
      stock: number;
      sold_out: number;
    }>(sql`
      SELECT p.name, p.remaining, p.colors, p.sizes, count(v.id)::int AS variants, coalesce(sum(v.remaining), 0)::int AS stock,
             count(v.id) FILTER (WHERE v.remaining = 0)::int AS sold_out
      FROM products p JOIN product_variants v ON v.product_id = p.id GROUP BY p.id`);
    expect(products.length).toBeGreaterThan(10);
    for (const p of products) {
      expect(p.variants, p.name).toBe(p.colors.length * p.sizes.length);
      expect(p.stock, p.name).toBe(p.remaining);
      expect(p.sold_out, p.name).toBeGreaterThanOrEqual(1);
    }
  });

  it('writes every product for a Bangla reader: description, unit, details, tags, FAQs and colours, in Bangla letters only (decision 055)', async () => {
    const products = await rows<{
      name: string;
      description_bn: string | null;
      quantity_text_bn: string | null;
      details_bn: string[];
      tags_bn: string[];
      colors: string[];
      colors_bn: string[];
      sizes: string[];
      sizes_bn: string[];
      faqs_bn: number;
    }>(sql`
      SELECT name, description_bn, quantity_text_bn, details_bn, tags_bn, colors, colors_bn, sizes, sizes_bn,
             (SELECT count(*)::int FROM product_faqs f WHERE f.product_id = p.id AND f.language = 'bn') AS faqs_bn
      FROM products p`);
    const latin = /[A-Za-z]/;
    for (const p of products) {
      const texts = [p.description_bn ?? '', p.quantity_text_bn ?? '', ...p.details_bn, ...p.tags_bn, ...p.colors_bn];
      expect(p.description_bn, p.name).toMatch(/[ঀ-৿]/);
      expect(p.quantity_text_bn, p.name).toMatch(/[ঀ-৿]/);
      expect(p.details_bn.length, p.name).toBeGreaterThan(0);
      expect(p.tags_bn.length, p.name).toBeGreaterThan(0);
      expect(p.faqs_bn, p.name).toBeGreaterThan(0);
      expect(p.colors_bn.length, p.name).toBe(p.colors.length);
      for (const text of [...texts, ...p.sizes_bn]) expect(text, p.name).not.toMatch(latin);
      // A size in words or numbers has its Bangla; only letter sizes (S, M, XL) stay as they are.
      p.sizes.forEach((size, at) => {
        if (!/^X*[SML]$/.test(size)) expect(p.sizes_bn[at], `${p.name} ${size}`).toMatch(/[ঀ-৿]/);
      });
    }
    const faqs = await rows<{ question: string }>(sql`SELECT question FROM product_faqs WHERE language = 'bn'`);
    for (const faq of faqs) expect(faq.question).toMatch(/[ঀ-৿]/);
  });

  it("keeps the demo orders' lines in Bangla too, and reviews as their writers wrote them, many in Bangla", async () => {
    const [lines] = await rows<{ all: number; bangla: number }>(sql`
      SELECT count(*)::int AS all, count(*) FILTER (WHERE product_name_bn ~ '[ঀ-৿]')::int AS bangla
      FROM order_items`);
    expect(lines?.bangla).toBe(lines?.all);
    const [reviews] = await rows<{ all: number; bangla: number }>(sql`
      SELECT count(*)::int AS all, count(*) FILTER (WHERE text ~ '[ঀ-৿]')::int AS bangla FROM reviews`);
    expect(reviews!.bangla / reviews!.all).toBeGreaterThan(0.4);
    expect(reviews!.bangla).toBeLessThan(reviews!.all);
  });

  it('prices every product with the shop discount rule', async () => {
    const products = await rows<{ original_price_poisha: number; discount_percent: number; price_poisha: number }>(
      sql`SELECT original_price_poisha, discount_percent, price_poisha FROM products`,
    );
    for (const p of products)
      expect(p.price_poisha).toBe(discountedPricePoisha(p.original_price_poisha, p.discount_percent));
    expect(products.some((p) => p.discount_percent === 0)).toBe(true);
    expect(products.some((p) => p.discount_percent >= 5)).toBe(true);
  });

  it('prices every model within its own market band, and groceries at a few per cent off at most', () => {
    const random = createRandom(7);
    for (const { name, line } of CATALOGUE.flatMap((c) => c.subcategories.flatMap((s) => s.leaves))) {
      // A band for a model the line does not sell would be a typo that prices nothing.
      for (const model of Object.keys(line.prices ?? {})) expect(line.names).toContain(model);
      for (const model of line.names) {
        const [min, max] = line.prices?.[model] ?? line.price;
        for (let i = 0; i < 20; i++) {
          const draft = draftProduct(line, lineInBangla(name), random, { brand: line.brands[0]!, model }, 90);
          expect(draft.originalPricePoisha / 100, draft.name).toBeGreaterThanOrEqual(min);
          expect(draft.originalPricePoisha / 100, draft.name).toBeLessThanOrEqual(max);
          if (line.kind === 'riceSack' || line.kind === 'oilBottle')
            expect(draft.discountPercent).toBeLessThanOrEqual(10);
        }
      }
    }
    const band = (model: string) => {
      const line = CATALOGUE.flatMap((c) => c.subcategories.flatMap((s) => s.leaves.map((l) => l.line))).find((l) =>
        l.names.includes(model),
      )!;
      return line.prices?.[model] ?? line.price;
    };
    // What a shopper in Dhaka would pay: a junior bat is not an English willow one, 1 kg of rice not a sack.
    expect(band('Junior Cricket Bat')[1]).toBeLessThanOrEqual(2000);
    expect(band('English Willow Cricket Bat')[0]).toBeGreaterThanOrEqual(8000);
    expect(band('Chinigura Rice 1 kg')[1]).toBeLessThanOrEqual(200);
    expect(band('Ball Pen (12 pcs)')[1]).toBeLessThanOrEqual(150);
  });

  it('keeps every rating and review count equal to the product reviews', async () => {
    const mismatched = await rows<{ id: string }>(sql`
      SELECT p.id FROM products p
      LEFT JOIN (SELECT product_id, count(*)::int AS n, round(avg(stars), 2) AS avg FROM reviews GROUP BY product_id) r
        ON r.product_id = p.id
      WHERE p.review_count <> coalesce(r.n, 0) OR p.rating <> coalesce(r.avg, 0)`);
    expect(mismatched).toEqual([]);
    expect(await count('reviews')).toBeGreaterThan(100);
  });

  it('has reviews only from buyers: none beyond a small share of the sales, and some on every product that sold well', async () => {
    const products = await rows<{ name: string; sales: number; review_count: number; rating: string }>(
      sql`SELECT name, sales, review_count, rating FROM products`,
    );
    for (const p of products) {
      expect(p.review_count, p.name).toBeLessThanOrEqual(Math.ceil(p.sales * 0.1));
      if (p.sales >= 200) expect(p.review_count, p.name).toBeGreaterThan(0);
      if (p.review_count === 0) expect(Number(p.rating), p.name).toBe(0);
    }
    expect(products.some((p) => p.review_count >= 20)).toBe(true);
  });

  it('has sold no more than a few a day since each product was listed', async () => {
    const young = await rows<{ name: string; sales: number; days: number }>(sql`
      SELECT name, sales, extract(epoch FROM now() - created_at) / 86400 AS days FROM products
      WHERE created_at > now() - interval '7 days'`);
    expect(young.length).toBeGreaterThan(0);
    for (const p of young) expect(p.sales, p.name).toBeLessThanOrEqual(8 * Math.ceil(Number(p.days)));
  });

  it('dates reviews after the product arrived with its first buyers, over many days, never the same words twice on a product', async () => {
    const early = await rows<{ id: string }>(sql`
      SELECT r.id FROM reviews r JOIN products p ON p.id = r.product_id
      WHERE r.created_at < p.created_at + interval '3 days' OR r.created_at > now()`);
    expect(early).toEqual([]);
    const [days] = await rows<{ n: number }>(sql`SELECT count(DISTINCT r.created_at::date)::int AS n FROM reviews r`);
    expect(days?.n).toBeGreaterThan(60);
    const repeated = await rows<{ text: string }>(sql`
      SELECT text FROM reviews GROUP BY product_id, text HAVING count(*) > 1`);
    expect(repeated).toEqual([]);
  });

  it('gives every product 2 to 4 stored pictures, an owner and search tags', async () => {
    const products = await rows<{ images: string[]; owner_id: string | null; tags: string[] }>(sql`
      SELECT ARRAY(SELECT url FROM product_images i WHERE i.product_id = p.id ORDER BY position) AS images, owner_id, tags
      FROM products p`);
    for (const p of products) {
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images.length).toBeLessThanOrEqual(4);
      expect(p.owner_id).not.toBeNull();
      expect(p.tags.length).toBeGreaterThan(0);
    }
    const [url] = products[0]?.images ?? [];
    const stored = await storage.get(String(url).replace('/api/media/', ''));
    expect(await sharp(stored?.bytes).metadata()).toMatchObject({ format: 'webp', width: 800, height: 800 });
  });

  it('adds banners with offers linked to categories, a logo and the shop settings', async () => {
    const banners = await rows<{
      offer_percent: number;
      category_id: string | null;
      title: string | null;
      title_bn: string | null;
      subtitle_bn: string | null;
    }>(sql`SELECT offer_percent, category_id, title, title_bn, subtitle_bn FROM banners`);
    expect(banners.length).toBeGreaterThanOrEqual(3);
    for (const b of banners) {
      expect(b.offer_percent).toBeGreaterThan(0);
      expect(b.category_id).not.toBeNull();
      // Words the page draws in its language (decision 056), over a picture without any.
      expect(b.title).toMatch(/[A-Za-z]/);
      expect(b.title_bn).toMatch(/^[^A-Za-z]*[ঀ-৿][^A-Za-z]*$/);
      expect(b.subtitle_bn).toMatch(/[ঀ-৿]/);
    }
    expect(await count('logos')).toBe(1);
    const [settings] = await rows<Record<string, unknown>>(sql`SELECT * FROM shop_settings`);
    expect(settings).toMatchObject({
      shipping_fee_inside_poisha: 6000,
      shipping_fee_outside_poisha: 12000,
      support_phone: '09612-345678',
      receiving_number: '01712-345678',
    });
  });

  it('adds a month of orders whose sums, fees and payment states hold together', async () => {
    const orders = await rows<{
      status: string;
      payment_status: string;
      payment_method: string;
      division: string;
      subtotal_poisha: number;
      delivery_fee_poisha: number;
      total_poisha: number;
      items_poisha: number;
      stock_returned: boolean;
      age_days: number;
    }>(sql`
      SELECT o.status, o.payment_status, o.payment_method, o.division, o.subtotal_poisha, o.delivery_fee_poisha,
             o.total_poisha, o.stock_returned_at IS NOT NULL AS stock_returned,
             extract(epoch FROM now() - o.created_at) / 86400 AS age_days,
             (SELECT sum(i.sub_total_poisha)::int FROM order_items i WHERE i.order_id = o.id) AS items_poisha
      FROM orders o`);
    expect(orders.length).toBeGreaterThanOrEqual(60);
    expect(new Set(orders.map((o) => o.status))).toEqual(
      new Set(['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned']),
    );
    for (const o of orders) {
      expect(o.items_poisha).toBe(o.subtotal_poisha);
      expect(o.delivery_fee_poisha).toBe(o.division === 'Dhaka' ? 6000 : 12000);
      expect(o.total_poisha).toBe(o.subtotal_poisha + o.delivery_fee_poisha);
      expect(Number(o.age_days)).toBeLessThan(30);
      expect(o.stock_returned).toBe(o.status === 'cancelled' || o.status === 'returned');
      if (o.status === 'cancelled' || o.status === 'returned') expect(o.payment_status).toBe('unpaid');
      if (o.payment_method === 'ssl') expect(o.payment_status).toBe('paid');
    }
  });

  it('gives the demo shopper, whose login the start prints, orders of their own to follow', async () => {
    const [mine] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.customer_id
      WHERE u.email = 'rahim.uddin@example.com'`);
    expect(mine?.n).toBeGreaterThanOrEqual(3);
  });

  it('draws the banner pictures without words: the page writes them in its language', () => {
    const plan = planDemoCatalogue((key) => `/api/media/${key}`, new Date());
    const pictures = plan.pictures.filter((picture) => picture.key.startsWith('banners/'));
    expect(pictures.length).toBe(plan.banners.length);
    // Lettering (lib/lettering.ts) is the only thing drawn with these strokes; the logo keeps its name.
    const letters = 'stroke-linecap="round" stroke-linejoin="round"';
    for (const picture of pictures) expect(picture.svg).not.toContain(letters);
    expect(plan.pictures.find((picture) => picture.key.startsWith('logos/'))?.svg).toContain(letters);
  });

  it('gives every order its timeline, in the order the state machine allows, between its placing and now', async () => {
    const timelines = await rows<{
      status: OrderStatus;
      method: string;
      kinds: string[];
      ordered: boolean;
      within: boolean;
    }>(sql`
      SELECT o.status, o.payment_method AS method,
             coalesce(array_agg(e.kind::text ORDER BY e.created_at) FILTER (WHERE e.id IS NOT NULL), '{}') AS kinds,
             coalesce(bool_and(e.created_at > o.created_at AND e.created_at < now()), true) AS within
      FROM orders o LEFT JOIN order_events e ON e.order_id = o.id
      GROUP BY o.id`);
    const statusesOf = (kinds: string[]) =>
      kinds.filter((kind) => !['paid', 'booked', 'in-transit', 'out-for-delivery'].includes(kind));
    for (const order of timelines) {
      expect(order.within).toBe(true);
      // Each status step one the state machine allows after the one before, ending where the order is.
      let at: OrderStatus = 'pending';
      for (const status of statusesOf(order.kinds)) {
        expect(nextOrderStatuses(at)).toContain(status);
        at = status as OrderStatus;
      }
      expect(at).toBe(order.status);
      if (['shipped', 'delivered', 'returned'].includes(order.status)) {
        expect(order.kinds.slice(order.kinds.indexOf('processing'), order.kinds.indexOf('processing') + 3)).toEqual([
          'processing',
          'booked',
          'shipped',
        ]);
      }
      // Cash is collected on delivery; a card is paid when placed.
      if (order.status === 'delivered' && order.method === 'cash') expect(order.kinds.at(-1)).toBe('paid');
      if (order.method === 'ssl') expect(order.kinds[0]).toBe('paid');
    }
  });

  it('books each order that left with a courier: charges, cash to collect, and some parcels refused and brought back', async () => {
    const parcels = await rows<{
      status: string;
      method: string;
      total_poisha: number;
      courier: string | null;
      cod_amount_poisha: number;
      delivery_charge_poisha: number | null;
      booked_in_order: boolean;
      demo_shopper: boolean;
    }>(sql`
      SELECT o.status, o.payment_method AS method, o.total_poisha, c.courier, c.cod_amount_poisha,
             c.delivery_charge_poisha, u.email = 'rahim.uddin@example.com' AS demo_shopper,
             c.created_at = (SELECT e.created_at FROM order_events e WHERE e.order_id = o.id AND e.kind = 'booked') AS booked_in_order
      FROM orders o JOIN users u ON u.id = o.customer_id LEFT JOIN consignments c ON c.order_id = o.id`);
    for (const parcel of parcels) {
      const left = ['shipped', 'delivered', 'returned'].includes(parcel.status);
      expect(parcel.courier !== null).toBe(left);
      if (!left) continue;
      expect(['steadfast', 'pathao', 'redx']).toContain(parcel.courier);
      expect(parcel.booked_in_order).toBe(true);
      expect(parcel.cod_amount_poisha).toBe(parcel.method === 'cash' ? parcel.total_poisha : 0);
      if (parcel.status !== 'shipped') expect(parcel.delivery_charge_poisha).toBeGreaterThan(0);
    }
    const returned = parcels.filter((parcel) => parcel.status === 'returned');
    expect(returned.length).toBeGreaterThan(0);
    // Only cash parcels come back, and never the demo shopper's: that login's checkout meets no COD rule.
    expect(returned.every((parcel) => parcel.method === 'cash' && !parcel.demo_shopper)).toBe(true);
    expect(new Set(parcels.map((parcel) => parcel.courier))).toEqual(new Set([null, 'steadfast', 'pathao', 'redx']));
  });

  it('gives the dashboard a return rate and the deliveries report its month of parcels, read through the API', async () => {
    const t = await createTestApp({ database: handle });
    try {
      const admin = await signedInCustomer(t);
      await makeAdmin(t, admin.id);
      const asAdmin = { token: admin.accessToken };
      const from = shopMonth(new Date(Date.now() - 30 * 86_400_000));
      const to = shopMonth(new Date());
      const report = (
        await call(t, 'GET', `/api/couriers/deliveries-report?from=${from}&to=${to}`, undefined, asAdmin)
      ).json().data;
      const { totals } = report;
      expect(totals.delivered).toBeGreaterThan(20);
      expect(totals.returned).toBeGreaterThan(0);
      expect(totals.returnRate).toBeGreaterThan(0.05);
      expect(totals.returnRate).toBeLessThan(0.4);
      expect(totals.deliveryCharges).toBeGreaterThan(0);
      expect(totals.codCollected).toBeGreaterThan(0);
      expect(report.couriers.map((row: { courier: string }) => row.courier).sort()).toEqual([
        'pathao',
        'redx',
        'steadfast',
      ]);

      // The dashboard counts parcels by the day they ended: this month's, whatever day of it this is.
      const [ended] = await rows<{ delivered: number; returned: number }>(sql`
        SELECT count(*) FILTER (WHERE kind = 'delivered')::int AS delivered,
               count(*) FILTER (WHERE kind = 'returned')::int AS returned
        FROM order_events
        WHERE created_at >= date_trunc('month', now() AT TIME ZONE 'Asia/Dhaka') AT TIME ZONE 'Asia/Dhaka'`);
      const dashboard = (await call(t, 'GET', '/api/admin/dashboard', undefined, asAdmin)).json().data;
      expect(dashboard.returns.month).toMatchObject({
        delivered: ended!.delivered,
        returned: ended!.returned,
        returnRate: returnRate(ended!),
      });
      const [lastMonth] = await rows<{ delivered: number; returned: number }>(sql`
        SELECT count(*) FILTER (WHERE kind = 'delivered')::int AS delivered,
               count(*) FILTER (WHERE kind = 'returned')::int AS returned
        FROM order_events WHERE created_at >= now() - interval '30 days'`);
      expect(returnRate(lastMonth!)).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it('does nothing on a shop that already has categories', async () => {
    const before = await count('products');
    const again = await seedDemoCatalogue(handle.db, storage);
    expect(again.seeded).toBe(false);
    expect(await count('products')).toBe(before);
  });
});
