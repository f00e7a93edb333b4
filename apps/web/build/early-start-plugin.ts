import path from 'node:path';

import { build, type Plugin, type Rollup } from 'vite';

/**
 * Where index.html wants the script: after the meta charset (which must come first), before the
 * stylesheet (an inline script after it would wait for the stylesheet to load).
 */
const PLACEHOLDER = '<!-- early-start -->';

interface Options {
  /** The script to inline (src/app/early-start.ts). */
  script: string;
  /** Page name (as the script knows it) -> the page's lazy module, relative to the app's root. */
  pages: Record<string, string>;
  alias: Record<string, string>;
}

/**
 * Inlines `script` in the built index.html (at PLACEHOLDER), compiled to a small classic script, with
 * `__PAGE_CHUNKS__` set to the files each page's lazy chunk loads beyond the entry. The browser
 * runs it while parsing the page, before the entry script has downloaded. Build only: in
 * development the app makes its requests itself.
 */
export function earlyStart(options: Options): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'dokan:early-start',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!bundle) return html.replace(PLACEHOLDER, '');
        const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const staticClosure = (file: string, seen = new Set<string>()) => {
          if (seen.has(file)) return seen;
          seen.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) staticClosure(imported, seen);
          return seen;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('early-start: the build has no entry chunk');
        const initial = staticClosure(entry.fileName);

        const pageChunks: Record<string, string[]> = {};
        for (const [name, module] of Object.entries(options.pages)) {
          const id = path.resolve(root, module);
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
          if (!chunk) throw new Error(`early-start: no chunk for ${module}`);
          pageChunks[name] = [...staticClosure(chunk.fileName)].filter((f) => !initial.has(f)).map((f) => base + f);
        }

        const result = await build({
          configFile: false,
          root,
          logLevel: 'warn',
          resolve: { alias: options.alias },
          define: { __PAGE_CHUNKS__: JSON.stringify(pageChunks) },
          build: {
            write: false,
            minify: true,
            emptyOutDir: false,
            lib: { entry: path.resolve(root, options.script), formats: ['iife'], name: 'dokanEarlyStart' },
          },
        });
        const output = (Array.isArray(result) ? result[0] : result) as Rollup.RollupOutput;
        const code = output.output[0].code.trim();
        if (!html.includes(PLACEHOLDER)) throw new Error(`early-start: index.html lacks ${PLACEHOLDER}`);
        return html.replace(PLACEHOLDER, () => `<script>${code}</script>`);
      },
    },
  };
}
