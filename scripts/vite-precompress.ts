// A Vite build step: a Brotli (.br) and a gzip (.gz) copy next to every text file of the build, so
// the server sends the web app compressed without compressing per request (@fastify/static with
// preCompressed, server/plugins/web.ts; decision 038). A copy is kept only when it is smaller.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(?:html|js|mjs|css|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (compressible.test(entry.name)) yield path;
  }
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of files(outDir)) {
        const body = readFileSync(file);
        // The page itself is compressed whatever its size: every visit and every app route loads it.
        if (body.length < MIN_BYTES && !file.endsWith('index.html')) continue;
        const copies = {
          br: brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gz: gzipSync(body, { level: 9 }),
        };
        for (const [ext, copy] of Object.entries(copies)) {
          if (copy.length < body.length) writeFileSync(`${file}.${ext}`, copy);
        }
      }
    },
  };
}
