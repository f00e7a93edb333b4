import pg from 'pg';
import { readFileSync } from 'node:fs';
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/lab100k' });
await c.connect();
const full = readFileSync('/tmp/cand-plain.sql', 'utf8');
const slim = full.replace(/AS rank,[\s\S]*?FROM \(\(SELECT/, 'AS rank FROM ((SELECT');
for (const [name, q] of [['full', full], ['slim', slim], ['full', full], ['slim', slim]]) {
  const t = performance.now(); let parse = 0;
  for (let i = 0; i < 50; i++) { const r = await c.query(q); }
  console.log(name, ((performance.now() - t) / 50).toFixed(2), 'ms per statement incl. parse');
}
await c.end();
