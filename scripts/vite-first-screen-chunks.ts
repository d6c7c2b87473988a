// Chunks for the signed-in first screen (issue 35, decision 066): by default Rolldown gives every
// set of lazy pages sharing a module its own chunk, so the dashboard fetched some 50 files of ~1 KB
// (icons, ui helpers), a round trip apiece on a mobile network. Every page loads after the
// signed-in app, so what the app and the dashboard need can sit in two chunks: 'signed-in-app'
// (the shell and what pages share) and 'dashboard-new' (the dashboard's own). Modules of the first
// load and of the public entries (login, portal, sign-up) stay where Rolldown puts them, so those
// pages load no signed-in code.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

interface Graph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
  getModuleIds(): IterableIterator<string>;
}

const require = createRequire(import.meta.url);

/**
 * A package whose index re-exports many modules (lucide's icons, radix-ui's primitives): the module
 * behind each exported name, so a file's closure holds only what it imports by name, not the
 * whole index (radix-ui's index put every primitive any page uses into the signed-in app's chunk).
 */
interface Barrel {
  index: string;
  files: Map<string, string>;
  /** `import { A, B as C } from '<name>'` in a file's source. */
  importFrom: RegExp;
}

function lucideBarrel(): Barrel {
  const index = require.resolve('lucide-react').replace(/cjs[\\/]lucide-react\.js$/, 'esm/lucide-react.mjs');
  const files = new Map<string, string>();
  for (const m of readFileSync(index, 'utf8').matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g))
    for (const name of m[1].matchAll(/as (\w+)/g)) files.set(name[1], join(dirname(index), m[2]));
  return { index, files, importFrom: /import \{([^}]*)\} from 'lucide-react'/g };
}

function radixBarrel(): Barrel {
  const index = require.resolve('radix-ui').replace(/index\.js$/, 'index.mjs');
  const files = new Map<string, string>();
  const fromIndex = createRequire(index);
  for (const m of readFileSync(index, 'utf8').matchAll(/import \* as (\w+) from "(@radix-ui\/[^"]+)"/g))
    files.set(m[1], fromIndex.resolve(m[2]).replace(/index\.js$/, 'index.mjs'));
  return { index, files, importFrom: /import \{([^}]*)\} from 'radix-ui'/g };
}

const barrels = [lucideBarrel(), radixBarrel()];

function namedImportsOf(id: string) {
  if (id.includes('node_modules') || !/\.tsx?$/.test(id)) return [];
  const source = readFileSync(id, 'utf8');
  return barrels.flatMap((barrel) => {
    // `X as Y` imports X; a name not found (a type) adds nothing.
    const names = [...source.matchAll(barrel.importFrom)].flatMap((m) =>
      m[1].split(',').map((n) => n.trim().split(/\s+/)[0]),
    );
    return names.flatMap((n) => barrel.files.get(n) ?? []);
  });
}

/** The module and everything it imports statically (of a barrel's index, only the names used). */
function closure(graph: Graph, start: string | undefined, into = new Set<string>()) {
  const stack = start ? [start] : [];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (into.has(id)) continue;
    into.add(id);
    if (barrels.some((b) => b.index === id)) continue;
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []), ...namedImportsOf(id));
  }
  return into;
}

const shared =
  /[\\/]node_modules[\\/]lucide-react[\\/]|[\\/]web[\\/](components|lib|hooks)[\\/]|[\\/]common[\\/]/;

export function firstScreenChunks(): Plugin {
  const app = new Set<string>();
  const dashboard = new Set<string>();
  const find = (ids: string[], tail: string) => ids.find((id) => id.endsWith(tail));
  return {
    name: 'first-screen-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const first = closure(this, find(ids, '/web/main.tsx'));
      const shell = closure(this, find(ids, '/web/app/signed-in-app.tsx'));
      const page = closure(this, find(ids, '/web/pages/dashboard-new.tsx'));
      // The entries of their own, the login page's, the customer portal's and the sign-up's
      // (decisions 085, 073, 078): what they share with the app (common/'s labels, the paths, the
      // error contract) must not pull them into the signed-in app's chunk.
      const entries = closure(this, find(ids, '/web/login/main.tsx'));
      closure(this, find(ids, '/web/portal/main.tsx'), entries);
      closure(this, find(ids, '/web/alarm/main.tsx'), entries);
      for (const id of [...shell, ...page]) {
        // Static imports overstate what a module uses (Rolldown drops unused ones), so modules the
        // first load or another entry may need keep Rolldown's own chunks: grouping them made the
        // login page load 60 KB instead of 18.
        if (first.has(id) || entries.has(id)) continue;
        if (shell.has(id) || shared.test(id)) app.add(id);
        else dashboard.add(id);
      }
    },
    outputOptions(options) {
      const group = (name: string, modules: Set<string>) => ({
        name,
        test: (id: string) => modules.has(id),
        includeDependenciesRecursively: false,
      });
      // Named as the chunks they replace (scripts/first-load-size.ts looks them up by name).
      const groups = [group('signed-in-app', app), group('dashboard-new', dashboard)];
      return { ...options, codeSplitting: { groups } };
    },
  };
}
