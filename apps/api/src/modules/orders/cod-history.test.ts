/**
 * The COD risk's history (cod-history.repository.ts): the outcomes of a phone's and an address's
 * earlier cash-on-delivery orders, read at every COD checkout. Counts, and how the statement reads
 * the orders table: plan shapes only, never timings.
 */
import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { queryRows } from '../../lib/rows.ts';
import { openTestDatabase } from '../../test/database.ts';
import { codHistoryExpression, codHistoryOf } from './cod-history.repository.ts';

const PHONE = '01711000111';
const PLACE = { district: 'Dhaka', city: 'Dhanmondi', addressDetails: 'House 12, Road 27' };
/** The ended orders to the phone and address; the open ones outnumber them many times over. */
const ENDED = { delivered: 3, returned: 2, cancelled: 1 };
const OPEN = 1_500;

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  const statuses = [
    ...Object.entries(ENDED).flatMap(([status, count]) => Array<string>(count).fill(status)),
    ...Array<string>(OPEN).fill('pending'),
  ] as (typeof orders.$inferInsert)['status'][];
  const rows = statuses.map((status, i) => ({
    customerName: 'Rahim',
    phone: PHONE,
    status,
    paymentMethod: 'cash' as const,
    transactionId: `cod-history-${i}`,
    subtotalPoisha: 100_000,
    deliveryFeePoisha: 6_000,
    totalPoisha: 106_000,
    division: 'Dhaka',
    ...PLACE,
  }));
  for (let i = 0; i < rows.length; i += 500) await handle.db.insert(orders).values(rows.slice(i, i + 500));
  await handle.db.execute(sql`ANALYZE orders`);
});
afterAll(async () => {
  await handle.close();
});

/** A new order to the phone and the address, written with other case and spacing. */
const newOrder = () => ({ id: randomUUID(), phone: PHONE, ...PLACE, addressDetails: '  house 12,   ROAD 27 ' });

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('the COD history of a phone and an address', () => {
  it('counts the ended orders to each', async () => {
    expect(await codHistoryOf(handle.db, newOrder())).toEqual({ phone: ENDED, address: ENDED });
  });

  it('reads only the ended orders, through the COD indexes, however many are still open', async () => {
    const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
      handle.db,
      sql`EXPLAIN (ANALYZE, FORMAT JSON) SELECT ${codHistoryExpression(newOrder())} AS history`,
    );
    const raw = row!['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan as PlanNode;
    const nodes = nodesOf(plan);
    expect(nodes.filter((node) => node['Node Type'] === 'Seq Scan')).toEqual([]);
    // An index scan, or a bitmap index scan under a heap scan, for each: what the index hands over
    // is the ended orders alone.
    const indexReads = nodes.filter((node) => node['Index Name']);
    expect(indexReads.map((node) => node['Index Name']).sort()).toEqual(['orders_cod_address_idx', 'orders_cod_phone_idx']);
    const ended = Object.values(ENDED).reduce((sum, count) => sum + count, 0);
    for (const node of indexReads) {
      expect(node['Actual Rows'] * node['Actual Loops'] + (node['Rows Removed by Filter'] ?? 0)).toBe(ended);
    }
  });
});
