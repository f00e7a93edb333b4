/**
 * The image resize route under bursts of distinct parameters, on 127.0.0.1 only: the built shop
 * with one 1600x1200 product picture (the largest an upload keeps) and no catalogue, then
 *
 * - random: N requests at once, each a different width, height, quality and format, as anyone
 *   could send them (the kind of burst that took 43 s of CPU before docs/decisions/018);
 * - pages: every size the pages may ask for (the domain's IMAGE_VARIANTS) in AVIF, WebP and JPEG,
 *   plus the picture at its own size, at once: the worst a cold cache sees for one picture.
 *
 * Each burst runs on a fresh shop and data folder. It reports the server's CPU time during the
 * burst (/proc/<pid>/stat: every thread, sharp's included), the wall time, the answers by status,
 * and the variant cache on disk afterwards. With --baseline=<commit> (567ba10 by default, the
 * commit before the bounds; 'none' skips it) the same bursts run against that commit too, exported
 * with `git archive` into a temporary folder and built there, for a side-by-side.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';

import { buildCommit } from '../lib/build-commit.mjs';
import { apiServer, repoRoot } from '../lib/paths.mjs';
import { printTable, saveResult, verdict } from '../lib/report.mjs';
import { startShop } from '../lib/shop.mjs';

const KEY = 'products/bench/0.webp';
const ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** A photo-like 1600x1200 picture: gradients, shapes and grain, stored as an upload would be. */
async function samplePicture() {
  const shapes = Array.from({ length: 40 }, (_, i) => {
    const x = (i * 397) % 1600;
    const y = (i * 211) % 1200;
    return `<circle cx="${x}" cy="${y}" r="${40 + ((i * 37) % 160)}" fill="hsl(${(i * 47) % 360},70%,55%)" opacity="0.6"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#1e6b52"/><stop offset="1" stop-color="#f4c95d"/></linearGradient></defs>
    <rect width="1600" height="1200" fill="url(#g)"/>${shapes}</svg>`;
  const grain = Buffer.alloc(1600 * 1200);
  for (let i = 0; i < grain.length; i++) grain[i] = (i * 2654435761) >>> 27;
  const noise = await sharp(grain, { raw: { width: 1600, height: 1200, channels: 1 } })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: 'overlay' }])
    .webp({ quality: 85 })
    .toBuffer();
}

/** A small seeded generator, so every run (and both commits) get the same burst. */
function random(seed) {
  let state = seed >>> 0;
  return (max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % max) + 1;
  };
}

function randomBurst(count) {
  const next = random(18);
  const formats = ['avif', 'webp', 'jpeg', 'png', 'auto'];
  const queries = new Set();
  while (queries.size < count) {
    queries.add(`w=${next(2000)}&h=${next(2000)}&q=${next(100)}&f=${formats[next(formats.length) - 1]}`);
  }
  return [...queries];
}

async function pagesBurst() {
  const { IMAGE_VARIANTS } = await tsImport('../../packages/domain/src/image-url.ts', import.meta.url);
  const queries = [];
  for (const f of ['avif', 'webp', 'jpeg']) {
    queries.push(`f=${f}`);
    for (const { width, height, quality } of IMAGE_VARIANTS) {
      queries.push(`w=${width}&h=${height}${quality ? `&q=${quality}` : ''}&f=${f}`);
    }
  }
  return queries;
}

/** User and system CPU seconds of a process and all its threads so far. */
function cpuSeconds(pid) {
  const line = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of proc(5), counted from the state (field 3).
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

async function folderSize(dir) {
  const names = await readdir(dir, { recursive: true }).catch(() => []);
  let bytes = 0;
  let files = 0;
  for (const name of names) {
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (info?.isFile()) {
      bytes += info.size;
      files += 1;
    }
  }
  return { bytes, files };
}

async function runBurst({ server, picture, queries }) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dokan-bench-media-'));
  await mkdir(path.dirname(path.join(dataDir, 'media', KEY)), { recursive: true });
  await sharp(picture).toFile(path.join(dataDir, 'media', KEY));
  const shop = await startShop({ dataDir, demoSeed: false, server });
  try {
    await sleep(500); // let start-up work settle before counting
    const before = cpuSeconds(shop.pid);
    const started = performance.now();
    const statuses = await Promise.all(
      queries.map((query) =>
        fetch(`${shop.url}/api/media/${KEY}?${query}`, { headers: { accept: ACCEPT } }).then(
          async (res) => (await res.arrayBuffer(), res.status),
          () => 'error',
        ),
      ),
    );
    const wallSeconds = (performance.now() - started) / 1000;
    await sleep(200);
    const cpu = cpuSeconds(shop.pid) - before;
    const cache = await folderSize(path.join(dataDir, 'cache', 'media'));
    const count = (status) => statuses.filter((s) => s === status).length;
    return {
      requests: queries.length,
      ok200: count(200),
      bad400: count(400),
      busy503: count(503),
      other: statuses.length - count(200) - count(400) - count(503),
      cpuSeconds: Number(cpu.toFixed(2)),
      wallSeconds: Number(wallSeconds.toFixed(2)),
      cacheFiles: cache.files,
      cacheMb: Number((cache.bytes / 2 ** 20).toFixed(2)),
    };
  } finally {
    await shop.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function run({ mediaRequests = 150, baseline: mediaBaseline = '567ba10' } = {}) {
  // This tree's server, built fresh: the bench is about the route's code, not the web app.
  execFileSync(process.execPath, ['build.mjs'], { cwd: path.join(repoRoot, 'apps/api'), stdio: 'inherit' });
  const builds = [{ name: 'this tree', server: apiServer }];
  let baseline = null;
  if (mediaBaseline !== 'none') {
    try {
      baseline = await buildCommit(mediaBaseline);
      builds.push({ name: mediaBaseline, server: baseline.server });
    } catch (error) {
      console.log(`\nThe baseline ${mediaBaseline} could not be built (${error.message}); this tree only.`);
    }
  }

  const picture = await samplePicture();
  const bursts = { random: randomBurst(mediaRequests), pages: await pagesBurst() };
  const rows = [];
  try {
    for (const [burst, queries] of Object.entries(bursts)) {
      for (const build of builds) {
        console.log(`${burst} burst (${queries.length} requests) against ${build.name}...`);
        const result = await runBurst({ server: build.server, picture, queries });
        // The budget: sizes no page asks for cost no encode and no disk.
        const budget = burst === 'random' ? verdict(result.ok200 === 0 && result.cacheFiles === 0) : '';
        rows.push({ burst, build: build.name, ...result, budget });
      }
    }
  } finally {
    if (baseline) await rm(baseline.dir, { recursive: true, force: true });
  }

  printTable('Resize bursts, all requests at once (CPU: the server process, every thread)', rows);
  await saveResult('media-resize', { requests: mediaRequests, baseline: mediaBaseline, rows });
}
