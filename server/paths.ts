// The project's folders, found from this file whether it runs from server/ (tsx) or as the
// bundle in dist/server/ (npm start).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error('package.json nicht gefunden');
  }
}

export const projectRoot = findRoot(dirname(fileURLToPath(import.meta.url)));
export const migrationsFolder = join(projectRoot, 'server/db/migrations');
export const webRoot = join(projectRoot, 'dist/web');
