/**
 * The browsing mix: thousands of distinct listing and search addresses, drawn from the catalogue's
 * own categories and product words with a fixed seed, so every run (and every build in a run) asks
 * the same things in the same order. Some addresses come back again, the popular ones more often,
 * as real traffic does: page 1 more than page 40, a plain category more than one with a price range.
 */
import { URLSearchParams } from 'node:url';

export const MIX_SEED = 20_260_101;
/** Distinct addresses, and requests in all (the rest are repeats), as measured on the shop's traffic. */
export const DISTINCT_URLS = 3_782;
export const REQUESTS = 5_338;
export const SEARCH_WORDS = 200;
const MAX_PAGE = 50;
const SORTS = [undefined, 'newest', 'rating', 'sales'];
const PRICE_RANGES = [
  ['0', '500'],
  ['500', '1500'],
  ['1000', '3000'],
  ['3000', '10000'],
  ['200', undefined],
  [undefined, '2000'],
];
const DISCOUNTS = ['10', '20', '30', '50'];

/** mulberry32: small, fast and the same on every machine. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
    /** Mostly page 1 and the first few, sometimes deep (up to 50). */
    page: () => 1 + Math.floor((MAX_PAGE - 1) * next() ** 3),
  };
}

/** A typo a shopper makes: a letter dropped, two swapped, or one doubled. */
function misspell(word, random) {
  const at = random.int(1, word.length - 2);
  switch (random.int(0, 2)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    default:
      return word.slice(0, at) + word[at] + word.slice(at);
  }
}

/** `count` words of the catalogue's product names, about half of them misspelt. */
export function searchWords(productNames, count, random) {
  const words = [...new Set(productNames.flatMap((name) => name.toLowerCase().match(/\p{L}{4,}/gu) ?? []))].sort();
  if (!words.length) throw new Error('the catalogue has no product names to search for');
  return Array.from({ length: count }, () => {
    const word = random.pick(words);
    return random.chance(0.5) ? misspell(word, random) : word;
  });
}

function priceAndDiscount(query, random) {
  if (random.chance(0.3)) {
    const [min, max] = random.pick(PRICE_RANGES);
    if (min) query.minPrice = min;
    if (max) query.maxPrice = max;
  }
  if (random.chance(0.15)) query.discount = random.pick(DISCOUNTS);
}

/** One address of the mix: a category or subcategory, the whole listing, offers, or a search. */
function oneQuery({ categories, subcategories, words }, random) {
  const query = {};
  const kind = random.next();
  if (kind < 0.25) {
    query.category = random.pick(categories)._id;
  } else if (kind < 0.45) {
    const sub = random.pick(subcategories);
    query.category = sub.categoryId;
    query.subCategory = sub._id;
  } else if (kind < 0.55) {
    query.popularProducts = 'offer';
  } else if (kind < 0.85) {
    query.search = random.pick(words);
  }
  const sortBy = random.pick(SORTS);
  if (sortBy) query.sortBy = sortBy;
  priceAndDiscount(query, random);
  // Searches rarely go past the first pages; listings do.
  const page = query.search ? random.int(1, 3) : random.page();
  if (page > 1) query.page = String(page);
  return `/api/products?${new URLSearchParams(query)}`;
}

/**
 * The addresses in the order they are sent: every distinct one at least once, the rest repeats
 * of the popular ones (the first drawn are the most popular), shuffled with the same seed.
 * @param {{ categories: {_id: string}[], subcategories: {_id: string, categoryId: string}[], productNames: string[] }} catalogue
 */
export function mixRequests(catalogue, { distinct = DISTINCT_URLS, requests = REQUESTS, seed = MIX_SEED } = {}) {
  const random = seededRandom(seed);
  const words = searchWords(catalogue.productNames, SEARCH_WORDS, random);
  const unique = new Set();
  for (let tries = 0; unique.size < distinct; tries++) {
    if (tries > distinct * 20) throw new Error(`only ${unique.size} distinct addresses could be drawn`);
    unique.add(oneQuery({ ...catalogue, words }, random));
  }
  const pool = [...unique];
  const sequence = [...pool];
  while (sequence.length < requests) sequence.push(pool[Math.floor(pool.length * random.next() ** 3)]);
  for (let i = sequence.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [sequence[i], sequence[j]] = [sequence[j], sequence[i]];
  }
  return { urls: sequence, distinct: pool.length, words };
}

/** What the mix is drawn from, read through the shop's API (the same on every build of one catalogue). */
export async function readCatalogue(shopUrl) {
  const json = async (path) => {
    // A cold shop on a busy machine may answer a first deep read with 503 (statement timeout): asked again, as a page would.
    for (let attempt = 1; ; attempt++) {
      const response = await fetch(shopUrl + path);
      if (response.ok) return (await response.json()).data;
      if (response.status !== 503 || attempt === 3) throw new Error(`GET ${path} answered ${response.status}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
  const categories = await json('/api/categories');
  const subcategories = await json('/api/subcategories');
  const productNames = [];
  for (const category of categories) {
    const { data: products } = await json(
      `/api/products?${new URLSearchParams({ category: category._id, limit: '100' })}`,
    );
    productNames.push(...products.map((product) => product.productName));
  }
  return { categories, subcategories, productNames };
}
