// `npm run test:changed [-- <ref>]`: only the tests a change touches (decision 065). The change is
// what differs from <ref> (default HEAD: the uncommitted work), untracked files included.
// - Unit tests: Vitest's --changed, which follows the imports from each test file to the changed
//   files (a changed config or package file runs them all).
// - Browser tests: a changed *.e2e.ts file runs itself; a change to what the browser tests drive
//   (web/, server/ or common/ outside test files, the Vite or e2e config, the packages) or to their
//   shared set-up (whatever tests/e2e/global-setup.ts reaches) runs all; a change that only an
//   e2e file's own imports reach runs those files; anything else (docs, unit tests) runs none.
import { spawnSync } from 'node:child_process';
import { filesEndingWith, reachedFrom, root } from './ci-imports';

const ref = process.argv[2] ?? 'HEAD';

function git(args: string[]) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.split('\n').filter(Boolean);
}

const changed = [
  ...new Set([...git(['diff', '--name-only', ref]), ...git(['ls-files', '--others', '--exclude-standard'])]),
];

const isTest = (f: string) => /\.test\.tsx?$/.test(f);
const drivesTheApp = (f: string) =>
  (/^(web|server|common)\//.test(f) && !isTest(f)) ||
  [
    'vite.config.ts',
    'vitest.e2e.config.ts',
    'package.json',
    'package-lock.json',
    'scripts/run-e2e.ts',
  ].includes(f);

/** The browser test files this change touches. */
function e2eFiles(): string[] {
  const all = filesEndingWith(['tests/e2e'], '.e2e.ts');
  const setUp = reachedFrom('tests/e2e/global-setup.ts');
  if (changed.some((f) => drivesTheApp(f) || setUp.has(f))) return all;
  return all.filter((file) => {
    const reached = reachedFrom(file);
    return changed.some((f) => reached.has(f));
  });
}

const run = (args: string[]) => spawnSync('npx', args, { cwd: root, stdio: 'inherit' }).status ?? 1;

console.log(`Geändert gegenüber ${ref}: ${changed.length} Dateien`);
const unit = run(['vitest', 'run', `--changed=${ref}`, '--passWithNoTests']);
const browser = e2eFiles();
let e2e = 0;
if (browser.length === 0) console.log('Browser-Tests: keine betroffen');
else {
  console.log(`Browser-Tests: ${browser.length} Dateien`);
  e2e =
    spawnSync('node', ['--import', 'tsx', 'scripts/run-e2e.ts', ...browser], { cwd: root, stdio: 'inherit' })
      .status ?? 1;
}
process.exit(unit !== 0 || e2e !== 0 ? 1 : 0);
