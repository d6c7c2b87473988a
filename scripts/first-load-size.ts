// What a first visit downloads before any route chunk: index.html and the scripts, module
// preloads and styles it names, raw and gzipped. Run after `vite build` (dist/web).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'dist/web';
const html = readFileSync(join(dir, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const kb = (bytes: number, width: number) => (bytes / 1024).toFixed(1).padStart(width);
const line = (name: string, bytes: number, zipped: number) =>
  console.log(`${name.padEnd(40)} ${kb(bytes, 7)} KB  ${kb(zipped, 6)} KB gzip`);
let raw = 0;
let gzip = 0;
for (const file of ['index.html', ...assets]) {
  const body = readFileSync(join(dir, file));
  const zipped = gzipSync(body, { level: 9 }).length;
  raw += body.length;
  gzip += zipped;
  line(file, body.length, zipped);
}
line('first load', raw, gzip);
