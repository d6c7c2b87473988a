import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsFolder } from '../paths';
import { listenOnPostgres, type Unlisten } from './notifications';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the code sees, whether PGlite or PostgreSQL is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** How pg-boss reaches the same database: its own pool on PostgreSQL, the one PGlite instance otherwise. */
export type JobDatabase =
  | { connectionString: string }
  | { db: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  jobs: JobDatabase;
  migrate(): Promise<void>;
  /** Calls `onNotify` on every NOTIFY of `channel`, from any instance (a constant identifier). */
  listen(channel: string, onNotify: () => void): Promise<Unlisten>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; logger?: Logger }
  /** dataDir unset: in memory. loadDataDir: a dumped, migrated template (tests). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; logger?: Logger };

/**
 * A list page makes its backend allocate and free a few hundred KB (the page's JSON as one text,
 * decision 059). Under glibc's starting thresholds a backend then gives that memory back to the
 * kernel after every page and faults it in again for the next: a third more database CPU per
 * request for the cheapest pages (decision 052). glibc raises both thresholds for good once a
 * process frees a block it had mapped on its own; this statement makes each new connection's
 * backend do that once (4 MB, a few milliseconds). Elsewhere than glibc it is a harmless query.
 */
const RAISE_MALLOC_THRESHOLDS = "select length(repeat('x', 4194304))";

/** The advisory lock key that serializes migrations across instances (any fixed number). */
const MIGRATION_LOCK = 7_416_001;

// numeric and int8 stay strings in both drivers; timestamps come back as Date in both. Each driver
// is loaded only when used: a start on PGlite never loads pg, and PGlite's WebAssembly compiles
// while drizzle loads (docs/decisions/006-start-up.md).
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // Awaited before the pool hands the new connection out; a broken one fails its first query.
      onConnect: (client) =>
        client.query(RAISE_MALLOC_THRESHOLDS).then(
          () => {},
          () => {},
        ),
    });
    // An idle connection the server ended (restart, failover, terminated backend) is dropped by the
    // pool and the next query opens a new one; unheard, its 'error' would end the process.
    pool.on('error', () => {});
    // A connection checked out for a transaction has no listener of the pool's: cut mid-query or
    // between two queries, its 'error' would end the process too. The transaction's own query
    // fails with the error, and release() drops the broken connection.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema, logger: options.logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      jobs: { connectionString: options.url },
      // Instances starting together after an upgrade take turns: one applies the migrations, the
      // others wait on the lock and then find nothing left to do (docs/operations.md).
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      listen: (channel, onNotify) => listenOnPostgres(pg.Client, options.url, channel, onNotify),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const { dataDir, loadDataDir } = options;
  // pg_trgm backs the lists' search indexes (migration 0006), as on PostgreSQL.
  const created = Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]).then(([{ PGlite }, { pg_trgm }]) => PGlite.create(dataDir, { loadDataDir, extensions: { pg_trgm } }));
  const [client, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    created,
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const db = drizzlePglite(client, { schema, logger: options.logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    jobs: { db: { executeSql: (text, values) => pgliteSql(client, text, values) } },
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    listen: (channel, onNotify) => client.listen(channel, () => onNotify()),
    close: () => client.close(),
  };
}

/** pg-boss's statements on PGlite: with values one prepared statement, without (its migrations) a script. */
async function pgliteSql(client: PGlite, text: string, values?: unknown[]) {
  if (values && values.length > 0) return { rows: (await client.query(text, values as unknown[])).rows };
  const results = await client.exec(text);
  return { rows: results.at(-1)?.rows ?? [] };
}
