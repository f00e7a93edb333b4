import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, users } from '../../db/schema.ts';
import { call, makeAdmin, PASSWORD, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInCustomer(t);
  await makeAdmin(t, admin.id);
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  call(t, method, url, payload, { token: admin.accessToken });

describe('admin user management', () => {
  it('is for admins only', async () => {
    const customer = await signedInCustomer(t);
    for (const [method, url, body] of [
      ['GET', '/api/user/get-all-users'],
      ['GET', '/api/user/get-user-by-search?searchTerm=a'],
      ['PATCH', '/api/user/change-role', { userId: customer.id, role: 'admin' }],
      ['DELETE', `/api/user/delete-user/${admin.id}`],
    ] as const) {
      expect((await call(t, method, url, body, { token: customer.accessToken })).statusCode, url).toBe(403);
      expect((await call(t, method, url, body)).statusCode, url).toBe(401);
    }
  });

  it('lists users page by page: the page in data, where it sits in meta', async () => {
    await signedInCustomer(t);
    await signedInCustomer(t);
    const first = await asAdmin('GET', '/api/user/get-all-users?page=1&limit=2');
    expect(first.statusCode).toBe(200);
    const { data, meta } = first.json();
    expect(data).toHaveLength(2);
    expect(data[0]).not.toHaveProperty('passwordHash');
    expect(meta).toMatchObject({ count: 2, page: 1 });
    expect(meta.total).toBeGreaterThanOrEqual(3);
    expect(meta.pages).toBe(Math.ceil(meta.total / 2));
    const second = (await asAdmin('GET', '/api/user/get-all-users?page=2&limit=2')).json();
    expect(second.data.map((u: { _id: string }) => u._id)).not.toContain(data[0]._id);
    // Without a page (the spec's client): the newest, as many as one answer holds.
    const unpaged = (await asAdmin('GET', '/api/user/get-all-users')).json();
    expect(unpaged.meta).toMatchObject({ page: 1, count: meta.total, total: meta.total, pages: 1 });
    expect((await asAdmin('GET', '/api/user/get-all-users?limit=1000')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/user/get-all-users?page=abc')).json().message).toBe(
      'page must be a whole number',
    );
  });

  it('searches name, e-mail and phone literally, and by role', async () => {
    const customer = await signedInCustomer(t);
    await t.db.update(users).set({ name: 'Shakib 100% Hasan' }).where(eq(users.id, customer.id));
    const byName = await asAdmin('GET', `/api/user/get-user-by-search?searchTerm=${encodeURIComponent('100%')}`);
    expect(byName.json().data.map((u: { _id: string }) => u._id)).toEqual([customer.id]);
    const regexLike = await asAdmin('GET', `/api/user/get-user-by-search?searchTerm=${encodeURIComponent('.*')}`);
    expect(regexLike.statusCode).toBe(200);
    expect(regexLike.json().data).toEqual([]);
    const byEmail = await asAdmin('GET', `/api/user/get-user-by-search?searchTerm=${customer.email.slice(0, 14)}`);
    expect(byEmail.json().data.some((u: { _id: string }) => u._id === customer.id)).toBe(true);
    const admins = await asAdmin('GET', '/api/user/get-user-by-search?role=admin');
    expect(admins.json().data.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    expect((await asAdmin('GET', '/api/user/get-user-by-search?role=king')).statusCode).toBe(400);
  });

  it('changes a role, ends the old tokens at once, and writes the audit log', async () => {
    const seller = await signedInCustomer(t);
    const changed = await asAdmin('PATCH', '/api/user/change-role', { userId: seller.id, role: 'owner' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.role).toBe('owner');
    const stale = await call(t, 'GET', `/api/user/get-single-user/${seller.id}`, undefined, {
      token: seller.accessToken,
    });
    expect(stale.statusCode).toBe(401);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, seller.id));
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'change-role',
      before: { role: 'user' },
      after: { role: 'owner' },
    });

    expect((await asAdmin('PATCH', '/api/user/change-role', { userId: seller.id, role: 'superuser' })).statusCode).toBe(
      400,
    );
    expect(
      (await asAdmin('PATCH', '/api/user/change-role', { userId: crypto.randomUUID(), role: 'user' })).statusCode,
    ).toBe(404);
  });

  it('an admin cannot demote or delete themselves', async () => {
    const own = await asAdmin('PATCH', '/api/user/change-role', { userId: admin.id, role: 'user' });
    expect(own.statusCode).toBe(400);
    expect((await asAdmin('DELETE', `/api/user/delete-user/${admin.id}`)).statusCode).toBe(400);
  });

  it('two admins demoting each other at once: one wins, one admin stays', async () => {
    const first = await signedInCustomer(t);
    const second = await signedInCustomer(t);
    await makeAdmin(t, first.id);
    await makeAdmin(t, second.id);
    // Leave these two as the only admins.
    await t.db.update(users).set({ role: 'owner' }).where(eq(users.id, admin.id));
    try {
      const [a, b] = await Promise.all([
        call(t, 'PATCH', '/api/user/change-role', { userId: second.id, role: 'user' }, { token: first.accessToken }),
        call(t, 'PATCH', '/api/user/change-role', { userId: first.id, role: 'user' }, { token: second.accessToken }),
      ]);
      // The loser is refused by the admin guard (409) or, if the winner committed before it was
      // authenticated, because its demoted token no longer counts (401).
      const [winner, loser] = a.statusCode === 200 ? [a, b] : [b, a];
      expect(winner.statusCode).toBe(200);
      expect([401, 409]).toContain(loser.statusCode);
      if (loser.statusCode === 409) expect(loser.json().message).toBe('The shop needs at least one admin');
      const admins = await t.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
    } finally {
      await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    }
  });

  it('deletes a user: sessions end, personal details go, sign-in is refused', async () => {
    const leaving = await signedInCustomer(t);
    const deleted = await asAdmin('DELETE', `/api/user/delete-user/${leaving.id}`);
    expect(deleted.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, leaving.id));
    expect(row).toMatchObject({ name: 'Deleted user', email: null, passwordHash: null });
    expect(row!.deletedAt).not.toBeNull();
    const refresh = await call(t, 'POST', '/api/user/refresh-token', undefined, {
      cookies: { dokan_refresh: leaving.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect(
      (await call(t, 'POST', '/api/user/signin', { identifier: leaving.email, password: PASSWORD })).statusCode,
    ).toBe(401);
    expect((await asAdmin('DELETE', `/api/user/delete-user/${leaving.id}`)).statusCode).toBe(404);
  });
});
