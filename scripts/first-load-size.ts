// What a first visit downloads, raw and gzipped; run after `vite build` (dist/web). 'first load':
// index.html and every script, module preload and style it names (the entry and its static
// imports), what a signed-in operator's browser fetches first (decision 066: at most 100 KB gzip).
// Then what `/` adds: the signed-in app's and the dashboard's chunks with their static imports
// (charts load later, lazily). Last the pages with entries of their own, brotli as the server sends
// them: the login page (every operator path without a session, decision 085), the customer portal
// (/kunde/…, decision 073) and the sign-up (/alarm/…, decision 078); over the budget of 50 KB each
// the script fails.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'dist/web';
const PUBLIC_BUDGET_KB = 50;
const assetsOf = (page: string) =>
  [...readFileSync(join(dir, page), 'utf8').matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map(
    (m) => m[1],
  );
const entryAssets = assetsOf('index.html');
const kb = (bytes: number, width: number) => (bytes / 1024).toFixed(1).padStart(width);
const line = (name: string, bytes: number, zipped: number, br: number) =>
  console.log(`${name.padEnd(44)} ${kb(bytes, 7)} KB  ${kb(zipped, 6)} KB gzip  ${kb(br, 6)} KB br`);
const brotli = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
    .length;

/** A chunk and the chunks it imports statically (`import … from "./x.js"`, not `import("./x.js")`). */
function withStaticImports(file: string, seen = new Set<string>()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(dir, file), 'utf8');
  for (const m of code.matchAll(/(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']\.\/([^"']+\.js)["']/g))
    withStaticImports(`assets/${m[1]}`, seen);
  return seen;
}

/** The chunk Vite named after this source file (web/app/signed-in-app.tsx → assets/signed-in-app-<hash>.js). */
function chunkOf(name: string) {
  const file = readdirSync(join(dir, 'assets')).find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
  return file && existsSync(join(dir, 'assets', file)) ? `assets/${file}` : undefined;
}

/** Prints the files' sizes and their sum; answers the sum brotli-compressed, in bytes. */
function total(title: string, files: Iterable<string>, print: boolean) {
  let raw = 0;
  let gzip = 0;
  let br = 0;
  for (const file of files) {
    const body = readFileSync(join(dir, file));
    const sizes = [gzipSync(body, { level: 9 }).length, brotli(body)] as const;
    raw += body.length;
    gzip += sizes[0];
    br += sizes[1];
    if (print) line(file, body.length, ...sizes);
  }
  line(title, raw, gzip, br);
  return br;
}

const firstLoad = new Set(['index.html', ...entryAssets]);
total('first load', firstLoad, true);
console.log();
const added = new Set<string>();
for (const name of ['signed-in-app', 'dashboard-new']) {
  const chunk = chunkOf(name);
  if (!chunk) throw new Error(`no chunk ${name}-*.js in ${dir}/assets`);
  for (const file of withStaticImports(chunk)) if (!firstLoad.has(file)) added.add(file);
}
total('/ adds (signed-in app, dashboard)', added, false);

for (const [title, page, decision] of [
  ['login first load (signed out, every path)', 'login/index.html', '085'],
  ['portal first load (/kunde/…)', 'portal/index.html', '073'],
  ['sign-up first load (/alarm/…)', 'alarm/index.html', '078'],
] as const) {
  console.log();
  const files = new Set<string>([page]);
  for (const asset of assetsOf(page))
    for (const file of asset.endsWith('.js') ? withStaticImports(asset) : [asset]) files.add(file);
  const br = total(title, files, true);
  if (br > PUBLIC_BUDGET_KB * 1024) {
    console.error(`${page}: ${kb(br, 0)} KB brotli, Budget ${PUBLIC_BUDGET_KB} KB (decision ${decision})`);
    process.exitCode = 1;
  }
}
