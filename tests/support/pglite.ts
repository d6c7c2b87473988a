import { readFileSync } from 'node:fs';
import { type Database, openDatabase } from '../../server/db/client';

/**
 * An in-memory PGlite database loaded from the run's migrated template (tests/support/global-setup.ts):
 * about a second, where initdb and every migration take several.
 */
export function openPgliteFromTemplate(logger?: { logQuery(query: string): void }): Promise<Database> {
  const file = process.env.PGLITE_TEMPLATE_FILE;
  if (!file) throw new Error('PGLITE_TEMPLATE_FILE fehlt: läuft tests/support/global-setup.ts?');
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([readFileSync(file)]), logger });
}
