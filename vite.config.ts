import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenChunks } from './scripts/vite-first-screen-chunks.ts';
import { precompress } from './scripts/vite-precompress.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: r('./web'),
  plugins: [react(), tailwindcss(), firstScreenChunks(), precompress()],
  resolve: { alias: { '@': r('./web'), '@common': r('./common') } },
  build: { outDir: r('./dist/web'), emptyOutDir: true, chunkSizeWarningLimit: 600 },
  server: { proxy: { '/api': 'http://127.0.0.1:5000' } },
});
