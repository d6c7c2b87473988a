import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { WaitingFilesFirst } from './tests/support/waiting-files-first.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: { alias: { '@': r('./web'), '@common': r('./common') } },
  test: {
    include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'web/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker keeps the modules it imported for its next file: no test depends on a fresh module
    // graph, and importing the server's again for every file was a sixth of the run (decision 087).
    isolate: false,
    sequence: { sequencer: WaitingFilesFirst },
  },
});
