import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Browser tests: one real server and Chromium; files run one after another (2 cores). */
export default defineConfig({
  resolve: { alias: { '@': r('./web'), '@common': r('./common') } },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
