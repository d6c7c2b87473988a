import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenChunks } from './scripts/vite-first-screen-chunks.ts';
import { loginPageInDev } from './scripts/vite-login-page-in-dev.ts';
import { precompress } from './scripts/vite-precompress.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: r('./web'),
  // The login page (web/login/), the customer portal (web/portal/) and the sign-up pages
  // (web/alarm/) are Preact: each of their files names Preact as its JSX import source in a pragma,
  // which the JSX transform honours; React's Fast Refresh leaves them out (decisions 085, 073, 078).
  plugins: [
    react({ exclude: /[\\/]web[\\/](login|portal|alarm)[\\/]/ }),
    loginPageInDev(),
    tailwindcss(),
    firstScreenChunks(),
    precompress(),
  ],
  resolve: { alias: { '@': r('./web'), '@common': r('./common') } },
  build: {
    outDir: r('./dist/web'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    // Four pages: the operator app, and three small entries: the login page (every operator path
    // without a session), the customer portal (/kunde/…) and the 'Bewertungs-Alarm' sign-up with
    // its confirmation (/alarm/…).
    rollupOptions: {
      input: {
        main: r('./web/index.html'),
        login: r('./web/login/index.html'),
        portal: r('./web/portal/index.html'),
        alarm: r('./web/alarm/index.html'),
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:5000' } },
});
