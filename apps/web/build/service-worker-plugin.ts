import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

import { build } from 'esbuild';
import type { Plugin, Rolldown } from 'vite';

/**
 * The build's code index.html links. Not its fonts: each language's pages use their own, which the
 * worker keeps as the pages load it, instead of fetching the other language's (74 KB for Bangla).
 */
const LINKED_ASSET = /\/assets\/[\w.-]+\.(?:js|css)\b/g;
/** The texts of the storefront and the account area (the checkout's), in both languages. */
const SHOPPER_TEXTS = /^assets\/texts-(?:en|bn)-(?:storefront|account)-/;

/**
 * Every file the shell and the given pages need: the entry's and pages' chunks with what they import,
 * their stylesheets, the code index.html links, and the shopper's texts in both languages.
 */
export function precacheList(bundle: Rolldown.OutputBundle, pages: readonly string[], indexHtml: string): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || files.has(fileName)) return;
    files.add(fileName);
    if (chunk.type !== 'chunk') return;
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    if (output.isEntry || (output.facadeModuleId && pages.includes(output.facadeModuleId))) visit(output.fileName);
    if (SHOPPER_TEXTS.test(output.fileName)) visit(output.fileName);
  }
  for (const [linked] of indexHtml.matchAll(LINKED_ASSET)) files.add(linked.slice(1));
  return [...files].map((file) => `/${file}`).sort();
}

/**
 * Writes the offline worker as /sw.js beside index.html (docs/decisions/093): one classic script, with
 * the build's id (a hash of index.html and every file name, which carry their contents' hashes) and the
 * files its shell keeps. At the site's root so its scope is the whole shop.
 */
export function serviceWorker({ worker, pages }: { worker: string; pages: string[] }): Plugin {
  let root = '';
  let ssr = false;
  return {
    name: 'dokan:service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      ssr = Boolean(config.build.ssr);
    },
    async writeBundle(output, bundle) {
      if (ssr || !output.dir) return;
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('the build wrote no index.html');
      const indexHtml = typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);
      const buildId = createHash('sha256')
        .update(indexHtml)
        .update(Object.keys(bundle).sort().join('\n'))
        .digest('hex')
        .slice(0, 12);
      const precache = precacheList(
        bundle,
        pages.map((page) => path.resolve(root, page)),
        indexHtml,
      );
      const { outputFiles } = await build({
        entryPoints: [path.resolve(root, worker)],
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2022',
        write: false,
        define: { __DOKAN_BUILD__: JSON.stringify(buildId), __DOKAN_PRECACHE__: JSON.stringify(precache) },
      });
      await writeFile(path.join(output.dir, 'sw.js'), outputFiles[0]!.contents);
    },
  };
}
