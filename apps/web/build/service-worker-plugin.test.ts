import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

import { precacheList } from './service-worker-plugin.ts';

/** A bundle's chunk as far as the list reads it. */
function chunk(fileName: string, options: { entry?: boolean; facade?: string; imports?: string[]; css?: string[] }) {
  return {
    type: 'chunk',
    fileName,
    isEntry: options.entry ?? false,
    facadeModuleId: options.facade ?? null,
    imports: options.imports ?? [],
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
  };
}

const bundle = Object.fromEntries(
  [
    chunk('assets/index-1.js', { entry: true, imports: ['assets/vendor-1.js'], css: ['assets/index-1.css'] }),
    chunk('assets/vendor-1.js', {}),
    chunk('assets/home-page-1.js', { facade: '/web/src/app/home-page.tsx', imports: ['assets/grid-1.js'] }),
    chunk('assets/grid-1.js', { imports: ['assets/vendor-1.js'] }),
    chunk('assets/orders-page-1.js', {
      facade: '/web/src/features/admin/orders-page.tsx',
      imports: ['assets/table-1.js'],
    }),
    chunk('assets/table-1.js', {}),
    chunk('assets/texts-bn-storefront-1.js', {}),
    chunk('assets/texts-en-account-1.js', {}),
    chunk('assets/texts-bn-admin-1.js', {}),
    { type: 'asset', fileName: 'assets/index-1.css' },
  ].map((output) => [output.fileName, output]),
) as unknown as Rolldown.OutputBundle;

describe('the files the offline worker keeps with its shell', () => {
  it("are the entry's and the named pages' with what they import, the shopper's texts and the code index.html links, not its fonts", () => {
    const html =
      '<link rel="preload" as="font" href="/assets/inter-1.woff2"><script type="module" src="/assets/index-1.js">';
    expect(precacheList(bundle, ['/web/src/app/home-page.tsx'], html)).toEqual([
      '/assets/grid-1.js',
      '/assets/home-page-1.js',
      '/assets/index-1.css',
      '/assets/index-1.js',
      '/assets/texts-bn-storefront-1.js',
      '/assets/texts-en-account-1.js',
      '/assets/vendor-1.js',
    ]);
  });
});
