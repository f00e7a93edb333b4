/**
 * Page weight: the JS and CSS a browser downloads for each storefront route of the built web app
 * (apps/web/dist), gzip and brotli at the levels scripts/precompress.mjs serves. What loads first
 * is read from index.html (entry script, modulepreload links, stylesheets) and the entry's static
 * import graph; each route's lazy chunk brings the files Vite preloads with it (`__vite__mapDeps`).
 * The shop's texts load in the page's language only, beside the first load (apps/web/src/lib/i18n.ts):
 * each route is weighed in English and in Bangla with that language's texts chunk. With
 * --baseline=<commit> that commit's web app is built in a temporary folder and weighed beside.
 */
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { init, parse } from 'es-module-lexer';

import { buildCommit } from '../lib/build-commit.mjs';
import { webDist } from '../lib/paths.mjs';
import { printTable, saveResult, verdict } from '../lib/report.mjs';

/** The storefront routes and the lazy page module each loads, by chunk name (Vite names a chunk after its module). */
const ROUTES = [
  { route: '/', chunk: 'home-page' },
  { route: '/products', chunk: 'product-list-page' },
  { route: '/products/{id}', chunk: 'product-detail-page' },
];
/** The landing routes' budget (first load, route chunk and texts), and the first load's alone. */
const BUDGET_JS_GZIP_KIB = 130;
const BUDGET_ENTRY_JS_GZIP_KIB = 85;
const LANGUAGES = ['en', 'bn'];
const STATIC_IMPORT = 1;
const DYNAMIC_IMPORT = 2;

const kib = (bytes) => (bytes / 1024).toFixed(1);
const isCss = (file) => file.endsWith('.css');
const chunkName = (file) => path.basename(file).replace(/-[\w-]{8}\.(js|css)$/, '');

/** Files index.html makes the browser fetch at once, as paths inside dist. */
async function htmlAssets(dist) {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const files = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const attr = (name) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
    const url = tag.startsWith('<script') && attr('type') === 'module' ? attr('src') : undefined;
    const linked = ['modulepreload', 'stylesheet'].includes(attr('rel')) ? attr('href') : undefined;
    const href = url ?? linked;
    if (href && !/^(https?:)?\/\//.test(href)) files.push(href.replace(/^\//, ''));
  }
  return files;
}

/** One built chunk's imports: static ones, and dynamic ones with the files Vite preloads beside each. */
async function chunkImports(dist, file) {
  const code = await readFile(path.join(dist, file), 'utf8');
  const [imports] = parse(code);
  const resolve = (specifier) => path.posix.join(path.posix.dirname(file), specifier);
  const preloadList = /m\.f=(\[[^\]]*\])/.exec(code)?.[1];
  const preloadFiles = preloadList ? JSON.parse(preloadList) : [];
  const dynamic = imports.filter((i) => i.t === DYNAMIC_IMPORT && i.n?.startsWith('.'));
  return {
    static: imports.filter((i) => i.t === STATIC_IMPORT && i.n?.startsWith('.')).map((i) => resolve(i.n)),
    dynamic: dynamic.map((i, index) => {
      // The deps argument follows the import() it belongs to, before the next dynamic import.
      const tail = code.slice(i.se, dynamic[index + 1]?.ss ?? code.length);
      const deps = /__vite__mapDeps\(\[([\d,]*)\]\)/.exec(tail)?.[1];
      return { file: resolve(i.n), preloads: deps ? deps.split(',').map((n) => preloadFiles[Number(n)]) : [] };
    }),
  };
}

/** The files `roots` pull in through static imports, and every dynamic import met on the way. */
async function staticClosure(dist, roots) {
  const files = new Set();
  const lazy = new Map();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.shift();
    if (files.has(file)) continue;
    files.add(file);
    if (isCss(file)) continue;
    const imports = await chunkImports(dist, file);
    queue.push(...imports.static);
    for (const d of imports.dynamic) lazy.set(d.file, d.preloads);
  }
  return { files, lazy };
}

async function weigh(dist, files) {
  const sizes = { js: { raw: 0, gzip: 0, brotli: 0, files: [] }, css: { raw: 0, gzip: 0, brotli: 0, files: [] } };
  for (const file of files) {
    const bytes = await readFile(path.join(dist, file));
    const kind = isCss(file) ? sizes.css : sizes.js;
    kind.raw += bytes.length;
    kind.gzip += gzipSync(bytes, { level: 9 }).length;
    kind.brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    kind.files.push(file);
  }
  return sizes;
}

/** What one built web app loads: the first load, each route with its lazy chunk, the other lazy chunks. */
async function weighBuild(dist) {
  const initial = await staticClosure(dist, await htmlAssets(dist));
  const initialWeight = await weigh(dist, initial.files);
  // The entry chunk alone (Vite's 'index'): the app's own code once vendor code has a chunk of its own.
  const entry = await weigh(
    dist,
    [...initial.files].filter((f) => !isCss(f) && chunkName(f) === 'index'),
  );

  // Every lazy chunk, nested ones included (a Map iterates over entries added while iterating),
  // weighed by the files it brings beyond what the first load already has.
  const lazyChunks = new Map(initial.lazy);
  const lazyWeights = new Map();
  for (const [file, preloads] of lazyChunks) {
    const { files, lazy } = await staticClosure(dist, [file, ...preloads]);
    for (const [nested, nestedPreloads] of lazy) if (!lazyChunks.has(nested)) lazyChunks.set(nested, nestedPreloads);
    lazyWeights.set(
      file,
      await weigh(
        dist,
        [...files].filter((f) => !initial.files.has(f)),
      ),
    );
  }

  // A build from before the texts were split by language has them in its first load: nothing to add.
  const textsGzip = (language) => {
    const file = [...lazyWeights.keys()].find((f) => chunkName(f) === `texts-${language}-storefront`);
    return file ? lazyWeights.get(file).js.gzip : 0;
  };
  const routes = ROUTES.map(({ route, chunk }) => {
    const lazyFile = [...lazyWeights.keys()].find((f) => chunkName(f) === chunk);
    const lazy = lazyWeights.get(lazyFile) ?? null;
    const byLanguage = Object.fromEntries(
      LANGUAGES.map((language) => [language, initialWeight.js.gzip + (lazy?.js.gzip ?? 0) + textsGzip(language)]),
    );
    const jsGzip = Math.max(...Object.values(byLanguage));
    return {
      route,
      chunk: lazyFile ?? `(no lazy chunk named ${chunk})`,
      lazy,
      byLanguage,
      jsGzip,
      withinBudget: jsGzip <= BUDGET_JS_GZIP_KIB * 1024,
    };
  });
  const otherLazy = [...lazyWeights]
    .filter(([file]) => !routes.some((r) => r.chunk === file))
    .map(([file, weight]) => ({ file, ...weight }));
  return { initial: initialWeight, entry, routes, otherLazy };
}

const row = (label, w) => ({
  what: label,
  'JS gzip KiB': kib(w.js.gzip),
  'JS br KiB': kib(w.js.brotli),
  'CSS gzip KiB': kib(w.css.gzip),
  'CSS br KiB': kib(w.css.brotli),
  files: w.js.files.length + w.css.files.length,
});
const NOTHING = { js: { gzip: 0, brotli: 0, files: [] }, css: { gzip: 0, brotli: 0, files: [] } };

/** @param {{ baseline?: string }} options */
export async function run({ baseline: given } = {}) {
  const baseline = given === 'none' ? undefined : given;
  if (!existsSync(path.join(webDist, 'index.html')))
    throw new Error(`${webDist} is missing: run \`npm run build\` first`);
  await init;
  const builds = [{ name: 'this tree', ...(await weighBuild(webDist)) }];
  if (baseline) {
    const other = await buildCommit(baseline, { web: true });
    try {
      builds.push({ name: baseline, ...(await weighBuild(other.webDist)) });
    } finally {
      await rm(other.dir, { recursive: true, force: true });
    }
  }

  printTable(
    `First load, every route (entry script, its static imports, modulepreloads, stylesheets; budget: the entry script's own JS <= ${BUDGET_ENTRY_JS_GZIP_KIB} KiB gzip)`,
    builds.map((b) => ({
      build: b.name,
      ...row('index.html assets', b.initial),
      'entry JS gzip KiB': kib(b.entry.js.gzip),
      budget: verdict(b.entry.js.gzip <= BUDGET_ENTRY_JS_GZIP_KIB * 1024),
    })),
  );
  printTable(
    `Per storefront route: first load + the route's lazy chunk + the language's texts (budget: JS <= ${BUDGET_JS_GZIP_KIB} KiB gzip)`,
    ROUTES.flatMap((_, i) =>
      builds.map((b) => {
        const r = b.routes[i];
        return {
          route: r.route,
          build: b.name,
          ...row(r.chunk, r.lazy ?? NOTHING),
          ...Object.fromEntries(
            LANGUAGES.map((language) => [`total ${language} gzip KiB`, kib(r.byLanguage[language])]),
          ),
          budget: verdict(r.withinBudget),
        };
      }),
    ),
  );
  const [tree] = builds;
  printTable(
    'Other lazy chunks of this tree (other routes, and parts loaded on demand)',
    tree.otherLazy.map((c) => row(c.file, c)),
  );
  await saveResult('page-weight', {
    budgetJsGzipKiB: BUDGET_JS_GZIP_KIB,
    budgetEntryJsGzipKiB: BUDGET_ENTRY_JS_GZIP_KIB,
    baseline,
    builds,
  });
  return tree;
}
