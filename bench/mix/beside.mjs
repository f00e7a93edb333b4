/**
 * What runs beside the mix in its extra phases (`--beside=flood,edits`, decision 070): a flood of
 * distinct broad searches from one address, or one product edit a second through the admin's
 * route; and, in every phase, a probe of a cached answer (`GET /api/categories`) ten times a second,
 * whose p50 and p90 say whether one visitor's work slows every shopper on the process.
 */
import { clearInterval, setInterval } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const round = (value) => Math.round(value * 10) / 10;

/** Starts `tick` every `everyMs`, at most `maxInFlight` at once; the function returned stops and waits for those in flight. */
function atRate(everyMs, maxInFlight, tick) {
  let inFlight = 0;
  const timer = setInterval(() => {
    if (inFlight >= maxInFlight) return;
    inFlight += 1;
    tick().finally(() => (inFlight -= 1));
  }, everyMs);
  return async () => {
    clearInterval(timer);
    while (inFlight > 0) await sleep(20);
  };
}

/** Latencies of a cached answer, sampled while the phase runs. */
export function probeCached(shopUrl, path = '/api/categories') {
  const durations = [];
  const stop = atRate(100, 1, async () => {
    const at = performance.now();
    const response = await fetch(shopUrl + path).catch(() => null);
    await response?.arrayBuffer();
    if (response?.ok) durations.push(performance.now() - at);
  });
  return async () => {
    await stop();
    durations.sort((a, b) => a - b);
    return { p50: round(percentile(durations, 50)), p90: round(percentile(durations, 90)) };
  };
}

const LETTERS = 'abcdefghijklmnoprstuw';

/** The flood's n-th search: one or two letters with a space ('p c', 'c p'), or three-letter mixes, each new. */
function broadSearch(n) {
  const letter = (k) => LETTERS[k % LETTERS.length];
  if (n % 3 === 0) return `${letter(n)} ${letter(n >> 3)}`;
  return `${letter(n)}${letter(n >> 2)}${letter(n >> 5)} ${letter(n >> 7)}`;
}

/** About 11 distinct broad searches a second from one address (the attacker's), four at a time. */
export function floodSearches(shopUrl) {
  const statuses = {};
  let sent = 0;
  const stop = atRate(90, 4, async () => {
    const words = `${broadSearch(sent)} ${sent++}`;
    const response = await fetch(`${shopUrl}/api/products?search=${encodeURIComponent(words)}`, {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    }).catch(() => null);
    await response?.arrayBuffer();
    const status = response?.status ?? 'error';
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  return async () => {
    await stop();
    return { sent, statuses };
  };
}

/** One product renamed a second, in turn over `productIds`, by the admin whose token is given. */
export function editProducts(shopUrl, token, productIds) {
  const statuses = {};
  let sent = 0;
  const stop = atRate(1000, 2, async () => {
    const id = productIds[sent % productIds.length];
    const form = new FormData();
    form.set('productName', `Edited Cotton Panjabi ${sent++}`);
    const response = await fetch(`${shopUrl}/api/products/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }).catch(() => null);
    await response?.arrayBuffer();
    const status = response?.status ?? 'error';
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  return async () => {
    await stop();
    return { sent, statuses };
  };
}
