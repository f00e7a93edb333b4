/**
 * A shop with orders, customers, a paid order and pictures is backed up while it takes orders, and
 * the backup comes back whole into an empty data folder (PGlite) or an empty database (PostgreSQL
 * when DATABASE_URL is set), where the shop sells again. A damaged or foreign file is refused and
 * nothing is touched; a full target is refused unless forced.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq, inArray } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import pino from 'pino';
import { Registry } from 'prom-client';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../../config.ts';
import {
  type Database,
  type DatabaseHandle,
  newestKnownMigration,
  openDatabase,
  pendingMigrations,
} from '../../db/client.ts';
import { backups, orderItems, orders, users } from '../../db/schema.ts';
import { createS3Client } from '../../lib/s3-storage.ts';
import { createLocalStorage } from '../../lib/storage.ts';
import { call, PASSWORD, type SignedIn, signedInCustomer } from '../../test/accounts.ts';
import { photo } from '../../test/admin-catalogue.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addCategory, addProduct } from '../../test/catalogue-fixtures.ts';
import { openTestDatabase } from '../../test/database.ts';
import { confirmPhone, orderPayload, placeOrder, stockOf } from '../../test/orders.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { createScratchDatabase } from '../../test/scratch-database.ts';
import { BackupRefused } from './backup-archive.ts';
import { bucketDestination, createBackupsModule, folderDestination, restoreBackup } from './backups.module.ts';
import type { RestoreTarget } from './restore-backup.ts';
import { type BackupSource, writeBackup } from './write-backup.ts';

const serverUrl = loadConfig().DATABASE_URL;
const STOCK = 500;

const folders: string[] = [];
const scratches: Array<{ drop(): Promise<void> }> = [];
async function folder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dokan-backup-test-'));
  folders.push(dir);
  return dir;
}

/** An empty place to restore into: a data folder, and on PostgreSQL a fresh database. */
async function emptyTarget(): Promise<{ dataDir: string; target: RestoreTarget }> {
  const dataDir = await folder();
  if (!serverUrl) return { dataDir, target: { kind: 'pglite', dataDir } };
  const scratch = await createScratchDatabase(serverUrl, 'dokan_restore');
  scratches.push(scratch);
  return { dataDir, target: { kind: 'postgres', databaseUrl: scratch.url } };
}

function openTarget(dataDir: string, target: RestoreTarget): Promise<DatabaseHandle> {
  return target.kind === 'pglite'
    ? openDatabase({ dataDir: path.join(dataDir, 'pglite') })
    : openDatabase({ databaseUrl: target.databaseUrl });
}

function restoreInto(file: string, dataDir: string, target: RestoreTarget, force = false) {
  const mediaDir = path.join(dataDir, 'media');
  return restoreBackup({ file, target, mediaDir, storage: createLocalStorage(mediaDir), force });
}

let database: DatabaseHandle;
let t: TestApp;
let mediaDir: string;
let backupDir: string;
let customer: SignedIn;
let product: Awaited<ReturnType<typeof addProduct>>;
let pictureKey: string;
let picture: Buffer;
let backupFile: string;
/** Orders answered before the backup began: every one must come back. */
let before: string[];
/** Orders placed while it was taken: each comes back whole or not at all. */
let during: string[];

beforeAll(async () => {
  database = await openTestDatabase();
  const dataDir = await folder();
  mediaDir = path.join(dataDir, 'media');
  backupDir = path.join(dataDir, 'backups');
  t = await createTestApp({ database, storage: createLocalStorage(mediaDir) });
  const { service } = createBackupsModule({
    db: database.db,
    config: { database, mediaDir, destination: folderDestination(backupDir), everyHours: 24, keep: 14 },
    controlToken: null,
    metrics: new Registry(),
    log: pino({ level: 'silent' }),
  });

  const category = await addCategory(t.db, 'Panjabi');
  product = await addProduct(t.db, { name: 'Eid Panjabi', categoryId: category.id, remaining: STOCK, priceTaka: 1500 });
  pictureKey = `products/${product.id}/0.webp`;
  picture = await photo(80, 80);
  await t.storage.put(pictureKey, picture, 'image/webp');
  customer = await signedInCustomer(t);
  await confirmPhone(t.db, customer);

  const order = async (paymentMethod: 'cash' | 'ssl' = 'cash') => {
    const placed = await placeOrder(t, customer, orderPayload(customer, [{ product }], { paymentMethod }));
    expect(placed.statusCode).toBe(201);
    return placed.json().data as { _id: string; transaction_id: string };
  };
  const paid = await order('ssl');
  expect(await t.services.orders.markPaid(paid.transaction_id, 'SBX-PAID-1')).toBe(true);
  before = [paid._id, ...(await Promise.all([order(), order(), order()])).map((o) => o._id)];

  // The shop goes on taking orders while the backup is taken.
  const orderingMeanwhile = Promise.all(Array.from({ length: 6 }, () => order()));
  const taken = await service.take('command');
  during = (await orderingMeanwhile).map((o) => o._id);
  expect(taken?.status).toBe('succeeded');
  backupFile = taken!.location!;
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
  for (const scratch of scratches) await scratch.drop();
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

describe('a backup taken while the shop takes orders', { timeout: 120_000 }, () => {
  it('is written into BACKUP_DIR and recorded with its size', async () => {
    expect(path.dirname(backupFile)).toBe(backupDir);
    expect(await readdir(backupDir)).toEqual([path.basename(backupFile)]);
    const [row] = await t.db.select().from(backups);
    expect(row).toMatchObject({ status: 'succeeded', location: backupFile, trigger: 'command' });
    expect(row!.sizeBytes).toBe((await readFile(backupFile)).length);
  });

  it('restores into an empty place with every order, customer, payment and picture, and the shop sells again', async () => {
    const { dataDir, target } = await emptyTarget();
    const manifest = await restoreInto(backupFile, dataDir, target);
    expect(manifest).toMatchObject({ database: serverUrl ? 'postgres' : 'pglite', pictures: 1 });

    const restored = await openTarget(dataDir, target);
    const shop = await createTestApp({ database: restored, storage: createLocalStorage(path.join(dataDir, 'media')) });
    try {
      const original = await t.db.select().from(orders).where(inArray(orders.id, before));
      const back = await shop.db.select().from(orders).where(inArray(orders.id, before));
      expect(back.sort((a, b) => a.id.localeCompare(b.id))).toEqual(original.sort((a, b) => a.id.localeCompare(b.id)));
      const paid = back.find((row) => row.paymentMethod === 'ssl');
      expect(paid).toMatchObject({ paymentStatus: 'paid', paymentReference: 'SBX-PAID-1' });

      // Orders placed meanwhile: each whole (with its line and its stock taken) or not at all.
      const meanwhile = await shop.db.select().from(orders).where(inArray(orders.id, during));
      const lines = await shop.db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, [...before, ...during]));
      for (const row of [...back, ...meanwhile])
        expect(lines.filter((line) => line.orderId === row.id)).toHaveLength(1);
      expect(lines).toHaveLength(back.length + meanwhile.length);
      expect((await stockOf(shop.db, product.id)).remaining).toBe(STOCK - lines.length);

      const [account] = await shop.db.select().from(users).where(eq(users.id, customer.id));
      expect(account?.email).toBe(customer.email);
      expect((await shop.storage.get(pictureKey))?.bytes.equals(picture)).toBe(true);

      // The customer signs in to the restored shop, and it sells.
      const signIn = await call(shop, 'POST', '/api/user/signin', { identifier: customer.email, password: PASSWORD });
      expect(signIn.statusCode).toBe(200);
      const session = { ...customer, accessToken: signIn.json().data.accessToken as string };
      const sold = await placeOrder(shop, session, orderPayload(session, [{ product }]));
      expect(sold.statusCode).toBe(201);
    } finally {
      await shop.close();
      await restored.close();
    }
  });

  it('refuses to restore over a shop that is not empty, unless forced', async () => {
    const { dataDir, target } = await emptyTarget();
    await restoreInto(backupFile, dataDir, target);
    const restored = await openTarget(dataDir, target);
    await restored.db.delete(orderItems).where(eq(orderItems.orderId, before[0]!));
    await restored.close();

    await expect(restoreInto(backupFile, dataDir, target)).rejects.toThrow(/already holds a database|is not empty/);
    const untouched = await openTarget(dataDir, target);
    expect(await untouched.db.select().from(orderItems).where(eq(orderItems.orderId, before[0]!))).toHaveLength(0);
    await untouched.close();

    await restoreInto(backupFile, dataDir, target, true);
    const replaced = await openTarget(dataDir, target);
    expect(await replaced.db.select().from(orderItems).where(eq(orderItems.orderId, before[0]!))).toHaveLength(1);
    await replaced.close();
  });
});

/** The drizzle folder of the version before this one: every migration but the newest. */
async function olderMigrations(): Promise<string> {
  const older = path.join(await folder(), 'drizzle');
  await cp(path.resolve(fileURLToPath(import.meta.url), '../../../../drizzle'), older, { recursive: true });
  const journalFile = path.join(older, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const newest = journal.entries.pop()!;
  await writeFile(journalFile, JSON.stringify(journal));
  await rm(path.join(older, `${newest.tag}.sql`));
  return older;
}

describe('a backup of an older version', { timeout: 120_000 }, () => {
  it('restores into this one with the newer migrations run after', async () => {
    const migrationsFolder = await olderMigrations();
    const file = path.join(await folder(), 'older.tar');
    const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'dokan_older') : null;
    if (scratch) scratches.push(scratch);
    const client = scratch
      ? new pg.Client({ connectionString: scratch.url })
      : await PGlite.create({ extensions: { pg_trgm } });
    try {
      if (client instanceof pg.Client) {
        await client.connect();
        await migratePg(drizzlePg(client), { migrationsFolder });
      } else {
        await migratePglite(drizzlePglite(client), { migrationsFolder });
      }
      const db = (client instanceof pg.Client ? drizzlePg(client) : drizzlePglite(client)) as unknown as Database;
      const source: BackupSource =
        client instanceof pg.Client
          ? { kind: 'postgres', databaseUrl: scratch!.url }
          : { kind: 'pglite', snapshot: () => client.dumpDataDir('none') };
      await writeBackup({ db, source, mediaDir: null, file });
    } finally {
      await (client instanceof pg.Client ? client.end() : client.close());
    }

    const { dataDir, target } = await emptyTarget();
    const manifest = await restoreInto(file, dataDir, target);
    expect(manifest.migration).toBeLessThan(newestKnownMigration());
    const restored = await openTarget(dataDir, target);
    try {
      expect(await pendingMigrations(restored.db)).toBe(0);
      expect(await restored.db.select().from(backups)).toEqual([]);
    } finally {
      await restored.close();
    }
  });
});

describe('the schedule', { timeout: 120_000 }, () => {
  it('takes one by itself when none is recent, and logs it with its size and time', async () => {
    await t.db.delete(backups);
    const lines: string[] = [];
    const { service } = createBackupsModule({
      db: database.db,
      config: { database, mediaDir, destination: folderDestination(await folder()), everyHours: 24, keep: 2 },
      controlToken: null,
      metrics: new Registry(),
      log: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }),
    });
    const schedule = service.startSchedule(20)!;
    try {
      await expect.poll(() => t.db.select().from(backups), { timeout: 60_000 }).toHaveLength(1);
    } finally {
      await schedule.stop();
    }
    const [row] = await t.db.select().from(backups);
    expect(row).toMatchObject({ status: 'succeeded', trigger: 'schedule' });
    const logged = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((l) => l.msg === 'backup taken');
    expect(logged).toMatchObject({ backup: row!.location, sizeBytes: row!.sizeBytes });
    expect(logged?.durationMs).toEqual(expect.any(Number));
  });

  it('takes a due backup once across two processes, and keeps the newest BACKUP_KEEP', async () => {
    const keepDir = path.join(await folder(), 'kept');
    const shopProcess = (keep: number) =>
      createBackupsModule({
        db: database.db,
        config: { database, mediaDir, destination: folderDestination(keepDir), everyHours: 24, keep },
        controlToken: null,
        metrics: new Registry(),
        log: pino({ level: 'silent' }),
      }).service;
    await t.db.delete(backups);
    const [a, b] = [shopProcess(1), shopProcess(1)];
    const taken = await Promise.all([a.take('schedule'), b.take('schedule')]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await t.db.select().from(backups)).toHaveLength(1);
    // Not due again within the interval.
    expect(await a.take('schedule')).toBeNull();

    const newest = await b.take('command');
    expect(await readdir(keepDir)).toEqual([path.basename(newest!.location!)]);
  });
});

describe('into the bucket (S3_BUCKET)', { timeout: 120_000 }, () => {
  it('uploads each backup under BACKUP_S3_PREFIX, keeps the newest BACKUP_KEEP, and leaves nothing on disk', async () => {
    const s3 = await startS3Server('dokan-backups');
    try {
      const workDir = path.join(await folder(), 'outgoing');
      const { service } = createBackupsModule({
        db: database.db,
        config: {
          database,
          mediaDir,
          destination: bucketDestination(s3.config, 'shop/backups/', workDir),
          everyHours: 24,
          keep: 1,
        },
        controlToken: null,
        metrics: new Registry(),
        log: pino({ level: 'silent' }),
      });
      await service.take('command');
      const newest = await service.take('command');
      expect(newest?.location).toMatch(/^s3:\/\/dokan-backups\/shop\/backups\/dokan-backup-.+\.tar$/);
      const client = createS3Client(s3.config);
      const listed = await client.send(new ListObjectsV2Command({ Bucket: 'dokan-backups', Prefix: 'shop/backups/' }));
      expect(listed.Contents?.map((object) => `s3://dokan-backups/${object.Key}`)).toEqual([newest!.location]);
      expect(listed.Contents?.[0]?.Size).toBe(newest!.sizeBytes);
      expect(await readdir(workDir)).toEqual([]);
      client.destroy();
    } finally {
      await s3.close();
    }
  });
});

/** A tar archive of its own, with what a Dokan backup would never hold. */
async function foreignTar(file: string): Promise<void> {
  const pack = tar.pack();
  pack.entry({ name: 'notes.txt' }, 'not a shop');
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  await writeFile(file, Buffer.concat(chunks));
}

async function isEmpty(dataDir: string, target: RestoreTarget): Promise<boolean> {
  const files = await readdir(dataDir);
  if (target.kind === 'pglite') return files.length === 0;
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  const { rows } = await client.query(`SELECT 1 FROM pg_tables WHERE schemaname = 'public'`);
  await client.end();
  return files.length === 0 && rows.length === 0;
}

describe('a file that is not a whole Dokan backup', { timeout: 60_000 }, () => {
  const cases: Array<[string, (file: string) => Promise<void>, RegExp]> = [
    [
      'cut short',
      async (file) => truncate(file, Math.floor((await readFile(file)).length / 2)),
      /is damaged|incomplete/,
    ],
    [
      'changed inside',
      async (file) => {
        const bytes = await readFile(file);
        const at = Math.floor(bytes.length / 3);
        bytes[at] = bytes[at]! ^ 0xff;
        await writeFile(file, bytes);
      },
      /is damaged: .* does not match its checksum|is damaged/,
    ],
    ['a tar of something else', foreignTar, /is not a Dokan backup \(it does not start with a Dokan manifest\)/],
    ['not an archive at all', (file) => writeFile(file, randomBytes(4096)), /is not a Dokan backup/],
  ];

  it.each(cases)('is refused when %s, with a message, and nothing is touched', async (_, spoil, message) => {
    const file = path.join(await folder(), 'spoiled.tar');
    await writeFile(file, await readFile(backupFile));
    await spoil(file);
    const { dataDir, target } = await emptyTarget();
    const refusal = restoreInto(file, dataDir, target);
    await expect(refusal).rejects.toBeInstanceOf(BackupRefused);
    await expect(refusal).rejects.toThrow(message);
    expect(await isEmpty(dataDir, target)).toBe(true);
  });
});
