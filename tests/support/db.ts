import { randomBytes } from 'node:crypto';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Database, openDatabase } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { openPgliteFromTemplate } from './pglite';

export type Backend = 'pglite' | 'postgres';

/** Every table of the schema, so a new table is emptied between tests without a list to keep. */
const allTables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => `"${getTableName(table as PgTable)}"`);

/**
 * The tables holding a row, in one statement. A reset deletes only their rows: a truncate gives
 * every table and index new files, on PostgreSQL about 150 ms a reset against 4 ms.
 */
const tablesWithRows = allTables
  .map((t) => `select '${t}' as name where exists (select 1 from ${t})`)
  .join(' union all ');
/** Every sequence a test has drawn from starts again at 1, as `truncate … restart identity` would do. */
const restartUsedSequences = `select setval(format('%I.%I', schemaname, sequencename)::regclass, 1, false)
  from pg_sequences where schemaname = 'public' and last_value is not null`;

/**
 * PGlite always, PostgreSQL too when TEST_DATABASE_URL is set; TEST_BACKENDS=pglite or =postgres
 * runs one of them only (CI runs the two as parallel steps, decision 065).
 */
export const backends: Backend[] = chooseBackends(process.env.TEST_BACKENDS, process.env.TEST_DATABASE_URL);

/** The PostgreSQL tests run in this process (the tests that need a second instance or the server). */
export const onPostgres = backends.includes('postgres');
/** The PGlite tests run in this process (off with TEST_BACKENDS=postgres, CI's PostgreSQL step). */
export const onPglite = backends.includes('pglite');

function chooseBackends(chosen: string | undefined, databaseUrl: string | undefined): Backend[] {
  const available: Backend[] = databaseUrl ? ['pglite', 'postgres'] : ['pglite'];
  if (!chosen) return available;
  const wanted = chosen.split(',').map((b) => b.trim());
  for (const b of wanted)
    if (b !== 'pglite' && b !== 'postgres') throw new Error(`TEST_BACKENDS: unbekanntes Backend "${b}"`);
  // Asked for PostgreSQL without a URL: fail instead of running nothing.
  if (wanted.includes('postgres') && !databaseUrl)
    throw new Error('TEST_BACKENDS=postgres braucht TEST_DATABASE_URL');
  return available.filter((b) => wanted.includes(b));
}

export interface TestDatabase extends Database {
  /** Every SQL statement sent since the last clearQueries(). */
  queries: string[];
  clearQueries(): void;
  /** Empties every table, keeping the schema. */
  reset(): Promise<void>;
}

/** A freshly migrated database of its own for one test file. */
export async function openTestDatabase(backend: Backend): Promise<TestDatabase> {
  const queries: string[] = [];
  const logger = { logQuery: (query: string) => void queries.push(query) };
  let database: Database;
  let drop = async () => {};
  if (backend === 'pglite') {
    database = await openPgliteFromTemplate(logger);
  } else {
    const created = await createPostgresTestDatabase();
    database = await openDatabase({ kind: 'postgres', url: created.url, logger });
    drop = created.drop;
  }
  return {
    ...database,
    queries,
    clearQueries: () => void queries.splice(0),
    async reset() {
      const { rows } = (await database.db.execute(sql.raw(tablesWithRows))) as unknown as {
        rows: { name: string }[];
      };
      await database.db.transaction(async (tx) => {
        // Every table with a row is emptied, so no reference is left dangling; the foreign keys'
        // triggers would only order the deletes.
        await tx.execute(sql.raw('set local session_replication_role = replica'));
        for (const { name } of rows) await tx.execute(sql.raw(`delete from ${name}`));
      });
      await database.db.execute(sql.raw(restartUsedSequences));
      // Scan jobs of an earlier test would otherwise meet the new test's scans (ids restart).
      await database.db.execute(sql.raw('delete from pgboss.job'));
    },
    async close() {
      await database.close();
      await drop();
    },
  };
}

/** A migrated PostgreSQL database of its own (from the run's template), for app processes to share. */
export async function createPostgresTestDatabase() {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('TEST_DATABASE_URL fehlt');
  const name = `review_dashboard_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name} template ${process.env.PG_TEMPLATE_DB}`);
  return {
    name,
    url: withDatabase(server, name),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`).then(() => {}),
  };
}

/** One statement on the server's maintenance database (create, drop, terminate backends). */
export async function adminQuery(text: string, values?: unknown[]) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await admin.query(text, values);
  } finally {
    await admin.end();
  }
}

/** The same server URL with another database name. */
export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
