// `npm start` builds only what is missing or older than its sources: the web app (Vite) and the
// server bundle (esbuild), so a restart is ready in about a second (docs/decisions/006).
// Plain JavaScript: it runs before anything is compiled.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const shared = ['common', 'package-lock.json', 'tsconfig.json'];
export const targets = {
  web: { output: 'dist/web/index.html', sources: ['web', 'vite.config.ts', ...shared] },
  server: { output: 'dist/server/main.mjs', sources: ['server', ...shared] },
};

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when the output is missing or any of its sources is newer. */
export function isStale(root, { output, sources }) {
  const built = join(root, output);
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((s) => newestMtime(join(root, s)) > builtAt);
}

export const externalPackages = [
  // Read data files of their own at run time (fonts, metrics, colour profiles): left in node_modules.
  '@e-invoice-eu/core',
  'pdfkit',
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'apify-client',
  'nodemailer',
  'pg',
  'pg-boss',
  'pino',
  'smtp-server',
  'thread-stream',
];

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (args) => spawnSync('npx', args, { cwd: root, stdio: 'inherit' }).status ?? 1;

/** Builds what is stale; false when a build failed. */
export function buildIfStale() {
  if (isStale(root, targets.web)) {
    console.log('Baue die Web-App ...');
    if (run(['vite', 'build', '--logLevel', 'warn']) !== 0) return false;
  }
  if (isStale(root, targets.server)) {
    console.log('Baue den Server ...');
    if (!buildServer()) return false;
  }
  return true;
}

/** dist/server/main.mjs from server/main.ts; false when the build failed. */
export function buildServer() {
  // Chunk names carry a hash: clear the old ones.
  rmSync(join(root, 'dist/server'), { recursive: true, force: true });
  // Split at the dynamic imports of main.ts, so PGlite opens while the server's modules load.
  const args = ['esbuild', 'server/main.ts', '--bundle', '--splitting', '--platform=node', '--format=esm'];
  args.push('--target=node20', '--log-level=warning', '--outdir=dist/server');
  args.push('--out-extension:.js=.mjs', '--entry-names=[name]', '--chunk-names=chunks/[name]-[hash]');
  // The pure-JavaScript dependencies are bundled too (resolving and loading hundreds of files cost
  // a third of a second); external stay those loaded late, native ones, and those that find
  // files beside their own code (PGlite's WebAssembly, pino's worker threads).
  for (const name of externalPackages) args.push(`--external:${name}`);
  // Bundled CommonJS code calls require() for Node's built-ins and the external packages.
  args.push(
    `--banner:js=import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);`,
  );
  return run(args) === 0;
}

// `npm start`: build what is stale, then run the server in this same process (one Node start less).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!buildIfStale()) process.exit(1);
  // `npm run demo`: the same server in demo mode (server/demo).
  if (process.argv.includes('--demo')) process.env.DEMO = 'on';
  if (process.argv.includes('--start')) await import('../dist/server/main.mjs');
}
