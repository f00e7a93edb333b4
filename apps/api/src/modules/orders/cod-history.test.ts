/**
 * The COD risk's history (cod-history.repository.ts): the outcomes of a phone's and an address's
 * earlier cash-on-delivery orders, read at every COD checkout. Counts, and how the statement reads
 * the orders table: plan shapes only, never timings.
 */
import { randomUUID } from 'node:crypto';

import { type SQL, sql } from 'drizzle-orm';
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
  // The planner's statistics are taken while the shop is younger, before most open orders pile up
  // (a busy hour outruns autovacuum): the plan must not depend on them being current.
  const analyzedAt = Object.values(ENDED).reduce((sum, count) => sum + count, 0) + 60;
  await handle.db.insert(orders).values(rows.slice(0, analyzedAt));
  await handle.db.execute(sql`ANALYZE orders`);
  for (let i = analyzedAt; i < rows.length; i += 500) await handle.db.insert(orders).values(rows.slice(i, i + 500));
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
type ExplainRow = { 'QUERY PLAN': [{ Plan: PlanNode }] | string };
type DrizzleDialect = { dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } } };

describe('the COD history of a phone and an address', () => {
  it('counts the ended orders to each', async () => {
    expect(await codHistoryOf(handle.db, newOrder())).toEqual({ phone: ENDED, address: ENDED });
  });

  /** The statement's plan: with the values written in, or as the prepared statement's generic plan checkout reuses. */
  async function planOf(generic: boolean): Promise<PlanNode> {
    const statement = sql`SELECT ${codHistoryExpression(newOrder())} AS history`;
    const rows = generic
      ? await handle.db.transaction(async (tx) => {
          const { sql: text, params } = (tx as unknown as DrizzleDialect).dialect.sqlToQuery(statement);
          await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
          await tx.execute(sql.raw(`PREPARE cod_history AS ${text}`));
          const values = params.map((value) => `'${String(value).replace(/'/g, "''")}'`).join(', ');
          const plan = await queryRows<ExplainRow>(
            tx,
            sql.raw(`EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE cod_history(${values})`),
          );
          await tx.execute(sql`DEALLOCATE cod_history`);
          return plan;
        })
      : await queryRows<ExplainRow>(handle.db, sql`EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`);
    const raw = rows[0]!['QUERY PLAN'];
    return (typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan as PlanNode;
  }

  it.each([
    ['its values written in', false],
    ['a prepared statement, planned once for any values', true],
  ])('reads only the ended orders, through the COD indexes, however many are still open: %s', async (_, generic) => {
    const nodes = nodesOf(await planOf(generic));
    expect(nodes.filter((node) => node['Node Type'] === 'Seq Scan')).toEqual([]);
    // An index scan, or a bitmap index scan under a heap scan, for each: what the index hands over
    // is the ended orders alone.
    const indexReads = nodes.filter((node) => node['Index Name']);
    expect(indexReads.map((node) => node['Index Name']).sort()).toEqual([
      'orders_cod_address_idx',
      'orders_cod_phone_idx',
    ]);
    const ended = Object.values(ENDED).reduce((sum, count) => sum + count, 0);
    for (const node of indexReads) {
      expect(node['Actual Rows'] * node['Actual Loops'] + (node['Rows Removed by Filter'] ?? 0)).toBe(ended);
    }
  });
});
