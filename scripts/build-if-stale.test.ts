import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { isStale, targets } from './build-if-stale.mjs';

it('rebuilds only when the output is missing or older than a source', () => {
  const root = mkdtempSync(join(tmpdir(), 'build-check-'));
  mkdirSync(join(root, 'web/features'), { recursive: true });
  mkdirSync(join(root, 'server'), { recursive: true });
  writeFileSync(join(root, 'web/features/page.tsx'), 'x');
  writeFileSync(join(root, 'server/main.ts'), 'x');
  writeFileSync(join(root, 'package-lock.json'), '{}');
  expect(isStale(root, targets.web)).toBe(true);

  mkdirSync(join(root, 'dist/web'), { recursive: true });
  mkdirSync(join(root, 'dist/server'), { recursive: true });
  const later = new Date(Date.now() + 60_000);
  for (const out of [targets.web.output, targets.server.output]) {
    writeFileSync(join(root, out), 'built');
    utimesSync(join(root, out), later, later);
  }
  expect(isStale(root, targets.web)).toBe(false);
  expect(isStale(root, targets.server)).toBe(false);

  const evenLater = new Date(Date.now() + 120_000);
  utimesSync(join(root, 'web/features/page.tsx'), evenLater, evenLater);
  expect(isStale(root, targets.web)).toBe(true);
  expect(isStale(root, targets.server)).toBe(false);
});
