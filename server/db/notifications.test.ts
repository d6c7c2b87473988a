// NOTIFY reaches a listener of another instance on both databases, and on PostgreSQL the listening
// connection comes back after the server cut it (a restart, a failover).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminQuery,
  backends,
  onPostgres,
  openTestDatabase,
  type TestDatabase,
} from '../../tests/support/db';

const CHANNEL = 'test_notifications';
const notify = (database: TestDatabase) => database.db.execute(sql`select pg_notify(${CHANNEL}, 'x')`);

/** Resolves once `count()` reaches `n`, or fails after `ms`. */
async function until(count: () => number, n: number, ms = 5000) {
  const end = Date.now() + ms;
  while (count() < n) {
    if (Date.now() > end) throw new Error(`${count()} of ${n} notifications after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(backends)('listen [%s]', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(() => database?.close());

  it('calls back on every NOTIFY of its channel and on none of another, and stops when unlistened', async () => {
    let heard = 0;
    const unlisten = await database.listen(CHANNEL, () => heard++);
    const atStart = heard;
    await notify(database);
    await notify(database);
    await database.db.execute(sql`select pg_notify('another_channel', 'x')`);
    await until(() => heard - atStart, 2);
    await new Promise((r) => setTimeout(r, 100));
    expect(heard - atStart).toBe(2);
    await unlisten();
    await notify(database);
    await new Promise((r) => setTimeout(r, 200));
    expect(heard - atStart).toBe(2);
  });
});

describe.runIf(onPostgres)('listen [postgres], its connection cut', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(() => database?.close());

  it('listens again after the server ended its connection', async () => {
    let heard = 0;
    const unlisten = await database.listen(CHANNEL, () => heard++);
    try {
      const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const ended = await adminQuery(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query = 'listen ${CHANNEL}'`,
        [rows[0].name],
      );
      expect(ended.rowCount).toBe(1);
      // Back within the reconnect pause (2 s): it announces itself once, then hears the next NOTIFY.
      const before = heard;
      await until(() => heard - before, 1);
      await new Promise((r) => setTimeout(r, 100));
      const reconnected = heard;
      await notify(database);
      await until(() => heard - reconnected, 1);
    } finally {
      await unlisten();
    }
  });
});
