import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Browser tests: one real server per database and one Chromium for the run; three files at a time
 * (E2E_WORKERS overrides it): a file waits on its pages, the servers and timers often enough that
 * two left the cores a third idle (decisions 092, 093).
 */
export default defineConfig({
  resolve: { alias: { '@': r('./web'), '@common': r('./common') } },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
    testTimeout: 60_000,
    // In CI a browser test that fails is run once more, and the summary names it (decision 075):
    // a stray timing on a shared 2-core machine must not cost a whole run; a real failure fails twice.
    retry: process.env.CI === 'true' ? 1 : 0,
    hookTimeout: 60_000,
    // A page's answer to a click can take a few seconds with three files at a time on two cores;
    // expect.poll's default of one second gave up before it came (the locators wait 30 s).
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
    // Each worker keeps its modules from file to file: importing the test support, Playwright and
    // the app's route table again for every file cost about a second each.
    isolate: false,
  },
});
