import { fileURLToPath } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { earlyStart } from './build/early-start-plugin.ts';
import { subsetFonts } from './build/fonts-plugin.ts';
import { inlineStylesheet } from './build/inline-stylesheet-plugin.ts';
import { serviceWorker } from './build/service-worker-plugin.ts';
import { splitTexts, textsChunkName } from './build/split-texts-plugin.ts';

// The API in development; API_URL points elsewhere when it listens on another port.
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';
const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig(({ command, isSsrBuild }) => {
  // What is built is what a shop serves: React's production build, whatever NODE_ENV the shell has
  // (the README's development default included; Vite would otherwise build React's development
  // build, bigger and slower, with its warnings). Vite reads NODE_ENV once this config is loaded.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [
      subsetFonts(),
      splitTexts(),
      react(),
      tailwindcss(),
      earlyStart({
        script: 'src/app/early-start.ts',
        pages: {
          home: 'src/app/home-page.tsx',
          products: 'src/features/catalogue/pages/product-list-page.tsx',
          product: 'src/features/catalogue/pages/product-detail-page.tsx',
        },
        alias,
      }),
      inlineStylesheet(),
      // The offline worker (/sw.js) keeps these pages' code with the shell: the storefront a shopper
      // browses, the cart and checkout drawn from what the browser keeps, and the offline page.
      serviceWorker({
        worker: 'src/service-worker/worker.ts',
        pages: [
          'src/app/offline-page.tsx',
          'src/components/offline-bar.tsx',
          'src/app/home-page.tsx',
          'src/app/layout/navbar.tsx',
          'src/app/layout/footer.tsx',
          'src/app/layout/menu-sheet.tsx',
          'src/features/catalogue/pages/product-list-page.tsx',
          'src/features/catalogue/pages/product-detail-page.tsx',
          'src/features/cart/pages/cart-page.tsx',
          'src/features/checkout/pages/checkout-page.tsx',
          'src/features/wishlist/pages/wishlist-page.tsx',
        ],
      }),
    ],
    resolve: { alias },
    server: {
      proxy: { '/api': apiUrl },
    },
    preview: {
      proxy: { '/api': apiUrl },
    },
    // The server's renderer (src/entry-server.tsx) carries its libraries with it: @dokan/domain is
    // TypeScript, which Node does not load, and one copy of React must render what the pages import.
    ssr: { noExternal: true },
    build: {
      // The API serves this folder in production, with an SPA fallback to index.html.
      outDir: 'dist',
      emptyOutDir: true,
    // Fonts stay files, however small (the switch's 'বাংলা' face is under 2 KB): a page fetches a face
    // only when it draws its letters, instead of carrying it inline on every page.
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
      // The server build (dist-server) is code only; the public files are the browser build's.
      copyPublicDir: !isSsrBuild,
      // React, React DOM and React Router change far less often than the app: in a chunk of their
      // own they stay cached across the shop's releases, and the entry holds only the app's code.
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              // The texts' chunks by language and area (texts-bn-storefront-<hash>.js): bench/page-weight finds them by name.
              chunkFileNames: (chunk: { facadeModuleId: string | null }) =>
                `assets/${textsChunkName(chunk.facadeModuleId) ?? '[name]'}-[hash].js`,
              codeSplitting: {
                groups: [
                  { name: 'vendor', test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
                ],
              },
            },
          },
    },
  };
});
