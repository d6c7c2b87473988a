// The relative and aliased imports of the project's own TypeScript files, followed transitively:
// which test files reach the database support (CI's PostgreSQL step runs only those) and which
// browser tests a change reaches (npm run test:changed). A regular expression over the source is
// enough for the project's import style and needs no compiler.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

const aliases: Record<string, string> = { '@/': 'web/', '@common/': 'common/' };
const importPattern = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const extensions = ['', '.ts', '.tsx', '.mts', '.mjs', '/index.ts', '/index.tsx'];

/** The project file an import names (relative to the root), or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = resolve(root, dirname(from), specifier);
  for (const [alias, dir] of Object.entries(aliases))
    if (specifier.startsWith(alias)) base = join(root, dir, specifier.slice(alias.length));
  if (!base) return null;
  for (const ext of extensions) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate);
  }
  return null;
}

const importsOf = new Map<string, string[]>();

/** The project files a file imports directly. */
function directImports(file: string): string[] {
  let found = importsOf.get(file);
  if (found) return found;
  found = [];
  const source = readFileSync(join(root, file), 'utf8');
  for (const match of source.matchAll(importPattern)) {
    const target = resolveImport(file, match[1] ?? match[2]);
    if (target) found.push(target);
  }
  importsOf.set(file, found);
  return found;
}

/** Every project file a file reaches through its imports, itself included. */
export function reachedFrom(file: string): Set<string> {
  const seen = new Set<string>();
  const queue = [file];
  while (queue.length > 0) {
    const next = queue.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...directImports(next));
  }
  return seen;
}

/** Files under a folder whose names end with the suffix, relative to the root, sorted. */
export function filesEndingWith(folders: string[], suffix: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (entry.name.endsWith(suffix)) found.push(path);
    }
  };
  for (const folder of folders) if (existsSync(join(root, folder))) walk(folder);
  return found.sort();
}

/** The unit test files that use a test database (directly or through a helper). */
export function databaseTestFiles(): string[] {
  return filesEndingWith(['server', 'common', 'web', 'scripts'], '.test.ts').filter((file) =>
    reachedFrom(file).has('tests/support/db.ts'),
  );
}
