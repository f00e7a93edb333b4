/** Console tables and JSON result files (bench/results is gitignored: numbers belong to one machine). */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { resultsDir } from './paths.mjs';

/**
 * Prints rows as an aligned table.
 * @param {string} title
 * @param {Record<string, unknown>[]} rows every row has the same keys, which become the header
 */
export function printTable(title, rows) {
  console.log(`\n${title}`);
  if (rows.length === 0) return console.log('  (nothing)');
  const headers = Object.keys(rows[0]);
  const cells = rows.map((row) => headers.map((h) => String(row[h] ?? '')));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  // Columns of numbers line up on the right, words on the left.
  const numeric = headers.map((_, i) => cells.every((c) => /^[\d.,% -]*$/.test(c[i])));
  const line = (values) =>
    '  ' + values.map((v, i) => (numeric[i] ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join('  ');
  console.log(line(headers));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const c of cells) console.log(line(c));
}

/** Writes bench/results/<name>-<timestamp>.json with the machine it ran on, and returns its path. */
export async function saveResult(name, data) {
  await mkdir(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(resultsDir, `${name}-${stamp}.json`);
  const machine = {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
  };
  await writeFile(file, JSON.stringify({ name, at: new Date().toISOString(), machine, ...data }, null, 2));
  console.log(`\nwrote ${path.relative(process.cwd(), file)}`);
  return file;
}

/** 'ok' or 'OVER' against a budget; a report, never a failure. */
export const verdict = (withinBudget) => (withinBudget ? 'ok' : 'OVER');
