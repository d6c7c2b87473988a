import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenChunks } from './scripts/vite-first-screen-chunks.ts';
import { precompress } from './scripts/vite-precompress.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: r('./web'),
  // The customer portal (web/portal/) is Preact: each of its files names Preact as its JSX import
  // source in a pragma, which the JSX transform honours; React's Fast Refresh leaves them out
  // (decision 073).
  plugins: [
    react({ exclude: /[\\/]web[\\/]portal[\\/]/ }),
    tailwindcss(),
    firstScreenChunks(),
    precompress(),
  ],
  resolve: { alias: { '@': r('./web'), '@common': r('./common') } },
  build: {
    outDir: r('./dist/web'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    // Two pages: the operator app, and the customer portal (/kunde/…) with its own small entry.
    rollupOptions: { input: { main: r('./web/index.html'), portal: r('./web/portal/index.html') } },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:5000' } },
});
