import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { summarise } from './test-summary';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const report = (name: string, tests: { fullName: string; status: string; failureMessages?: string[] }[]) =>
  writeFileSync(
    join(dir, `${name}-results.json`),
    JSON.stringify({
      testResults: [{ name: join(process.cwd(), 'a.test.ts'), status: 'passed', assertionResults: tests }],
    }),
  );

it('counts a test once by its best result and names a test that passed only on its retry', () => {
  dir = mkdtempSync(join(tmpdir(), 'summary-'));
  report('unit-pglite', [
    { fullName: 'needs postgres', status: 'skipped' },
    { fullName: 'plain', status: 'passed' },
  ]);
  report('unit-postgres', [
    { fullName: 'needs postgres', status: 'passed' },
    { fullName: 'flaky', status: 'passed', failureMessages: ['Timeout'] },
  ]);
  const { line, ok } = summarise(dir);
  expect(ok).toBe(true);
  expect(line).toBe(
    'Tests: 3 passed, 0 failed, 0 skipped\nErst im zweiten Versuch bestanden: a.test.ts > flaky',
  );
});

it('fails on a failed test even when it passed in the other step', () => {
  dir = mkdtempSync(join(tmpdir(), 'summary-'));
  report('unit-pglite', [{ fullName: 'x', status: 'passed' }]);
  report('unit-postgres', [{ fullName: 'x', status: 'failed', failureMessages: ['boom'] }]);
  expect(summarise(dir)).toEqual({ line: 'Tests: 0 passed, 1 failed, 0 skipped', ok: false });
});
