// Builds the web app and runs the browser tests. Without Chromium they are skipped with a loud
// notice on a developer machine, but fail in CI (CI=true) or with E2E_REQUIRED=1.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../tests/support/browser';

const chromium = chromiumPath();
const required = process.env.CI === 'true' || process.env.E2E_REQUIRED === '1';

if (!existsSync(chromium)) {
  const notice = `Chromium fehlt (${chromium}): Browser-Tests ${required ? 'können nicht laufen' : 'übersprungen'}. Installieren: apt-get install -y chromium chromium-headless-shell`;
  console.error(`\n*** ${notice} ***\n`);
  process.exit(required ? 1 : 0);
}

const run = (args: string[]) => spawnSync('npx', args, { stdio: 'inherit' }).status ?? 1;
const built = run(['vite', 'build', '--logLevel', 'warn']);
if (built !== 0) process.exit(built);
process.exit(run(['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)]));
