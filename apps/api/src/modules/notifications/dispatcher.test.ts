/** Delivery through a local SMTP server and a local HTTP SMS gateway, and the development outbox. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { outbox } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { deliverPending } from './dispatcher.ts';
import { httpSmsSender, smtpSender } from './drivers.ts';
import { enqueue } from './notifications.service.ts';

let t: TestApp;
let smtp: SMTPServer;
let gateway: Server;
const mails: string[] = [];
const texts: { to: string; message: string; auth: string | undefined }[] = [];
let gatewayFails = false;
const silent = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  t = await createTestApp();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        mails.push(raw);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  gateway = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (gatewayFails) return response.writeHead(503).end();
      texts.push({ ...JSON.parse(body), auth: request.headers.authorization });
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await t.close();
  smtp.close();
  gateway.close();
});

function drivers() {
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const gatewayPort = (gateway.address() as AddressInfo).port;
  return {
    email: smtpSender(`smtp://127.0.0.1:${smtpPort}`, 'Dokan <no-reply@dokan.test>'),
    sms: httpSmsSender(`http://127.0.0.1:${gatewayPort}/send`, 'gateway-secret'),
  };
}

describe('outbox delivery', () => {
  it('sends pending e-mail by SMTP and SMS through the gateway, each once', async () => {
    await enqueue(t.db, {
      channel: 'email',
      recipient: 'nusrat@example.com',
      subject: 'Activate',
      body: 'Open the link',
    });
    await enqueue(t.db, { channel: 'sms', recipient: '01712345678', body: 'Your Dokan code is 1234' });
    expect(await deliverPending(t.db, drivers(), silent)).toBe(2);
    expect(await deliverPending(t.db, drivers(), silent)).toBe(0);

    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: nusrat@example.com');
    expect(mails[0]).toContain('Subject: Activate');
    expect(mails[0]).toContain('Open the link');
    expect(texts).toEqual([{ to: '01712345678', message: 'Your Dokan code is 1234', auth: 'Bearer gateway-secret' }]);
    const rows = await t.db.select().from(outbox);
    expect(rows.every((row) => row.status === 'sent' && row.sentAt)).toBe(true);
  });

  it('sends one phone no more SMS in a day than the owner allows, two dispatchers at once included', async () => {
    const busy = '01912345670';
    const other = '01912345671';
    // More than a batch (20), so that each dispatcher holds some of the phone's messages.
    for (let i = 0; i < 25; i++) await enqueue(t.db, { channel: 'sms', recipient: busy, body: `Order news ${i}` });
    await enqueue(t.db, { channel: 'sms', recipient: other, body: 'Order news' });
    // Two processes' dispatchers at the same moment, each with its own batch.
    const options = { smsPerPhoneDay: 3 };
    await Promise.all([
      deliverPending(t.db, { sms: drivers().sms }, silent, options),
      deliverPending(t.db, { sms: drivers().sms }, silent, options),
    ]);
    while ((await deliverPending(t.db, { sms: drivers().sms }, silent, options)) > 0);
    expect(texts.filter((text) => text.to === busy)).toHaveLength(3);
    expect(texts.filter((text) => text.to === other)).toHaveLength(1);
    const held = await t.db.select().from(outbox).where(eq(outbox.recipient, busy));
    expect(held.filter((row) => row.status === 'failed').map((row) => row.lastError)).toEqual(
      Array(22).fill("Not sent: the phone had the shop's daily number of SMS"),
    );
  });

  it('keeps a message pending after a failure and gives up after five', async () => {
    gatewayFails = true;
    await enqueue(t.db, { channel: 'sms', recipient: '01812345678', body: 'Your Dokan code is 9876' });
    for (let i = 0; i < 5; i++) await deliverPending(t.db, drivers(), silent);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.recipient, '01812345678'));
    expect(row).toMatchObject({ status: 'failed', attempts: 5 });
    expect(row!.lastError).toContain('503');
    gatewayFails = false;
  });

  it('leaves a channel without a driver pending, for the development outbox page', async () => {
    await enqueue(t.db, {
      channel: 'email',
      recipient: 'tanvir@example.com',
      subject: 'Code',
      body: 'Your code is 4321',
    });
    expect(await deliverPending(t.db, { sms: drivers().sms }, silent)).toBe(0);
    const page = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.json().data[0]).toMatchObject({
      recipient: 'tanvir@example.com',
      status: 'pending',
      body: 'Your code is 4321',
    });
  });
});
