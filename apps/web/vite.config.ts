import { fileURLToPath } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API in development; API_URL points elsewhere when it listens on another port.
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': apiUrl },
  },
  preview: {
    proxy: { '/api': apiUrl },
  },
  build: {
    // The API serves this folder in production, with an SPA fallback to index.html.
    outDir: 'dist',
    emptyOutDir: true,
  },
});
