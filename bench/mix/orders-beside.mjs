/**
 * Orders placed at a fixed rate while the mix browses: cash on delivery, one unit each, round-robin
 * over signed-in customers and products, each with a fresh Idempotency-Key. A bounded number may be
 * in flight; a tick that finds them all busy is counted as skipped rather than queued.
 */
import { randomUUID } from 'node:crypto';
import { clearInterval, setInterval } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';

import { orderPayload } from '../order-load/index.mjs';

const ORDER_PATH = '/api/order/post-order';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/**
 * Starts placing `rate` orders a second; the function returned stops, waits for those in flight and
 * answers what happened.
 */
export function placeOrdersAtRate(shopUrl, { customers, products, deliveryFee, rate }) {
  const bodies = products.map((product) => customers.map((c) => JSON.stringify(orderPayload(c, product, deliveryFee))));
  const maxInFlight = Math.max(1, rate * 2);
  const started = Date.now();
  const statuses = {};
  const durations = [];
  let sent = 0;
  let skipped = 0;
  let inFlight = 0;
  const timer = setInterval(() => {
    if (inFlight >= maxInFlight) {
      skipped += 1;
      return;
    }
    const customer = sent % customers.length;
    const product = sent % products.length;
    sent += 1;
    inFlight += 1;
    const at = performance.now();
    fetch(shopUrl + ORDER_PATH, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${customers[customer].token}`,
        'idempotency-key': `mix-${randomUUID()}`,
      },
      body: bodies[product][customer],
    })
      .then(async (response) => {
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        durations.push(performance.now() - at);
      })
      .catch(() => (statuses.error = (statuses.error ?? 0) + 1))
      .finally(() => (inFlight -= 1));
  }, 1000 / rate);

  return async () => {
    clearInterval(timer);
    const seconds = (Date.now() - started) / 1000;
    while (inFlight > 0) await sleep(20);
    durations.sort((a, b) => a - b);
    return {
      sent,
      skipped,
      statuses,
      placedPerSecond: Math.round(((statuses[201] ?? 0) / seconds) * 10) / 10,
      p50: Math.round(percentile(durations, 50)),
      p99: Math.round(percentile(durations, 99)),
    };
  };
}
