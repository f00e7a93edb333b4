/** The two questions a load balancer or a container platform asks: alive, and ready for traffic. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('health and readiness', () => {
  it('GET /api/health answers 200 while the process serves', async () => {
    const answer = await get('/api/health');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, message: 'Alive' });
  });

  it('GET /api/ready answers 200 when the database answers and has every migration', async () => {
    const answer = await get('/api/ready');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: 'Ready', data: { database: 'up', pendingMigrations: 0 } });
  });

  it('GET /api/ready answers 503 with Retry-After while a migration of this build is not applied', async () => {
    const [latest] = (
      (await t.db.execute(
        sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
      )) as unknown as { rows: Array<{ id: number; hash: string; created_at: string }> }
    ).rows;
    await t.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${latest!.id}`);
    try {
      const answer = await get('/api/ready');
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
      expect(answer.json()).toEqual({ success: false, message: 'Database migrations not applied yet: 1' });
    } finally {
      await t.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${latest!.id}, ${latest!.hash}, ${latest!.created_at})`,
      );
    }
  });
});
