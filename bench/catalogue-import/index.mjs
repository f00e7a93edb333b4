/**
 * The catalogue import (docs/decisions/079, 081) on the built shop with embedded PGlite and its
 * demo categories: a 10,000-row CSV (500 products of 20 sizes and colours), its dry run, the real
 * import (every product created), and the same file again (every product updated); then a file of
 * `--picture-rows` products with a picture each unpacked from a zip sent with it, dry and real.
 * For each answer: its time and the shop process's peak resident memory meanwhile (VmHWM, reset
 * before each phase by writing 5 to /proc/<pid>/clear_refs), beside its resident memory before.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

import { zipSync } from 'fflate';
import sharp from 'sharp';

import { printTable, saveResult } from '../lib/report.mjs';
import { startShop } from '../lib/shop.mjs';

const COLUMNS =
  'name,name_bn,sku,category,subcategory,sub_subcategory,price,discount,stock,color,size,description,description_bn,image_urls';
const COLOURS = ['Navy', 'Maroon', 'Olive', 'White', 'Black'];
const SIZES = ['S', 'M', 'L', 'XL'];
const ADMIN = { email: 'bench-import@dokan.local', password: 'bench-import-password' };

/** 500 products x 20 variants (5 colours x 4 sizes) = 10,000 rows; `prefix` keeps SKUs of two files apart. */
function variantsCsv(category, products = 500) {
  const lines = [COLUMNS];
  for (let p = 1; p <= products; p += 1) {
    for (const color of COLOURS) {
      for (const size of SIZES) {
        const price = 800 + (p % 40) * 25 + (size === 'XL' ? 100 : 0);
        lines.push(
          `Bench Panjabi ${p},,BP-${p}-${color}-${size},${category},,,${price},10,${(p * 7) % 50},${color},${size},Cotton panjabi number ${p} for Eid,,`,
        );
      }
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** `rows` products with one picture each, named by a file in the zip. */
async function picturesCsvAndZip(category, rows) {
  const lines = [COLUMNS];
  const files = {};
  for (let p = 1; p <= rows; p += 1) {
    const name = `photos/scarf-${p}.jpg`;
    files[name] = new Uint8Array(
      await sharp({ create: { width: 800, height: 800, channels: 3, background: { r: p % 255, g: 120, b: 80 } } })
        .jpeg({ quality: 80 })
        .toBuffer(),
    );
    lines.push(`Bench Scarf ${p},,BS-${p},${category},,,450,0,5,,,A scarf,,${name}`);
  }
  return { csv: `${lines.join('\r\n')}\r\n`, zip: Buffer.from(zipSync(files, { level: 0 })) };
}

const kb = (line) => Number(/(\d+)\s*kB/.exec(line)?.[1] ?? 0);
async function memory(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name) => kb(status.split('\n').find((line) => line.startsWith(`${name}:`)) ?? '');
  return { rssMb: Math.round(field('VmRSS') / 1024), peakMb: Math.round(field('VmHWM') / 1024) };
}

export async function run({ pictureRows = 200 } = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dokan-bench-import-'));
  const shop = await startShop({
    dataDir,
    demoSeed: true,
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  try {
    const category = (await (await fetch(`${shop.url}/api/categories`)).json()).data[0].categoryName;
    const signin = await fetch(`${shop.url}/api/user/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: ADMIN.email, password: ADMIN.password }),
    });
    const { data, message } = await signin.json();
    if (!signin.ok) throw new Error(`the admin's sign-in answered ${signin.status}: ${message}`);
    const token = data.accessToken;

    const big = variantsCsv(category);
    const pictures = await picturesCsvAndZip(category, pictureRows);
    const phases = [
      { phase: 'dry run, 10,000 rows', csv: big, dryRun: true },
      { phase: 'import, 10,000 rows (created)', csv: big, dryRun: false },
      { phase: 'import again (updated)', csv: big, dryRun: false },
      { phase: `dry run, ${pictureRows} pictures in a zip`, ...pictures, dryRun: true },
      { phase: `import, ${pictureRows} pictures in a zip`, ...pictures, dryRun: false },
    ];
    const results = [];
    for (const { phase, csv, zip, dryRun } of phases) {
      await writeFile(`/proc/${shop.pid}/clear_refs`, '5');
      const before = await memory(shop.pid);
      const form = new FormData();
      form.append('dryRun', String(dryRun));
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'catalogue.csv');
      if (zip) form.append('images', new Blob([zip], { type: 'application/zip' }), 'pictures.zip');
      const started = performance.now();
      const response = await fetch(`${shop.url}/api/admin/products/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const body = await response.json();
      const seconds = (performance.now() - started) / 1000;
      if (!response.ok) throw new Error(`${phase} answered ${response.status}: ${body.message}`);
      const after = await memory(shop.pid);
      results.push({
        phase,
        'file MB': ((csv.length + (zip?.length ?? 0)) / 1024 / 1024).toFixed(1),
        seconds: seconds.toFixed(1),
        created: body.data.created,
        updated: body.data.updated,
        errors: body.data.errors.length,
        'RSS before MB': before.rssMb,
        'peak RSS MB': after.peakMb,
      });
      if (body.data.errors.length) console.log(`${phase}: first problem`, body.data.errors[0]);
    }
    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(', ');
    printTable(`Catalogue import on PGlite (the built shop, one process; load average ${load})`, results);
    await saveResult('catalogue-import', { pictureRows, loadAverage: loadavg(), results });
  } finally {
    await shop.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
