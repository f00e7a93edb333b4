/**
 * `npm run bench` runs every benchmark in turn; `npm run bench -- api explain` runs some by name.
 * Options: --engine=pglite,postgres (api, explain; orders runs only on postgres), --duration=10 and
 * --connections=10 (api, orders), --cache=hit,miss (api), --database=<url> (api, explain: an
 * already filled PostgreSQL catalogue), --runs=5 (lighthouse, start, inp), --languages=en,bn (lighthouse, inp), --customers=50, --burst=200 and
 * --burst-stock=10 (orders), --media-requests=150 (media), --baseline=<commit>|none (api, media,
 * page-weight, lighthouse, inp, mix, orders: that commit built and measured beside this tree; media's default is 567ba10,
 * mix's and orders' 0256940, the others' none), --order-rate=10 (mix: orders a second beside the browsing), --beside=flood,edits (mix: a phase with a flood of distinct broad searches, one with a product edit a second), --backup (mix: a third phase with `npm run backup`
 * taken meanwhile), --rounds=1 (mix: each phase repeated, the builds alternating, medians reported); faults and processes run on PostgreSQL
 * (processes takes --connections, --duration, --database). Benchmarks
 * print numbers against budgets; they never fail on timings.
 */
import { parseArgs } from 'node:util';

const BENCHMARKS = {
  'page-weight': () => import('./page-weight/index.mjs'),
  api: () => import('./api-load/index.mjs'),
  explain: () => import('./explain/index.mjs'),
  orders: () => import('./order-load/index.mjs'),
  lighthouse: () => import('./lighthouse/index.mjs'),
  media: () => import('./media-resize/index.mjs'),
  start: () => import('./start/index.mjs'),
  faults: () => import('./fault-run/index.mjs'),
  processes: () => import('./multi-process/index.mjs'),
  mix: () => import('./mix/index.mjs'),
  import: () => import('./catalogue-import/index.mjs'),
  inp: () => import('./inp/index.mjs'),
};
const ENGINES = ['pglite', 'postgres'];
const CACHE_MODES = ['hit', 'miss'];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    engine: { type: 'string', default: ENGINES.join(',') },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    runs: { type: 'string', default: '5' },
    cache: { type: 'string', default: 'hit,miss' },
    database: { type: 'string' },
    customers: { type: 'string', default: '50' },
    burst: { type: 'string', default: '200' },
    'burst-stock': { type: 'string', default: '10' },
    'media-requests': { type: 'string', default: '150' },
    baseline: { type: 'string' },
    'order-rate': { type: 'string', default: '10' },
    languages: { type: 'string', default: 'en,bn' },
    backup: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '1' },
    beside: { type: 'string', default: '' },
  },
});

const names = positionals.length ? positionals : Object.keys(BENCHMARKS);
const unknown = names.filter((name) => !(name in BENCHMARKS));
const engines = values.engine.split(',');
const cacheModes = values.cache.split(',');
if (unknown.length || engines.some((e) => !ENGINES.includes(e)) || cacheModes.some((m) => !CACHE_MODES.includes(m))) {
  console.error(
    `usage: npm run bench -- [${Object.keys(BENCHMARKS).join('|')} ...] [--engine=${ENGINES.join(',')}] [--cache=${CACHE_MODES.join(',')}]`,
  );
  process.exit(2);
}

const options = {
  engines,
  durationSeconds: Number(values.duration),
  connections: Number(values.connections),
  runs: Number(values.runs),
  cacheModes,
  databaseUrl: values.database,
  customers: Number(values.customers),
  burstRequests: Number(values.burst),
  burstStock: Number(values['burst-stock']),
  mediaRequests: Number(values['media-requests']),
  baseline: values.baseline,
  orderRate: Number(values['order-rate']),
  languages: values.languages.split(','),
  backup: values.backup,
  rounds: Number(values.rounds),
  beside: values.beside.split(',').filter(Boolean),
};
for (const name of names) {
  console.log(`\n=== ${name} ===`);
  const { run } = await BENCHMARKS[name]();
  await run(options);
}
