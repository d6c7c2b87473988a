import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../tests/support/db';
import { openDatabase } from './client';

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL pool', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(() => database?.close());

  it('survives the server ending its idle connections (a restart) and reconnects', async () => {
    const db = database.db;
    await db.execute(sql`select 1`);
    const name = (
      (await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }
    ).rows[0].name;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const ended = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    expect(ended.rowCount).toBeGreaterThan(0);
    // Without the pool's error listener the process would have died here (an uncaught 'error').
    await new Promise((r) => setTimeout(r, 200));
    const after = (await db.execute(sql`select 2 as n`)) as unknown as { rows: { n: number }[] };
    expect(after.rows[0].n).toBe(2);
  });

  it('survives a transaction whose connection is cut mid-query or between two queries', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const terminate = (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]);
    const pidOf = async (tx: Parameters<Parameters<typeof database.db.transaction>[0]>[0]) =>
      ((await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] })
        .rows[0].pid;
    try {
      // Checked out for a transaction, a connection has no listener of the pool's: without ours,
      // its 'error' would end the process here (vitest reports it as an unhandled error).
      const midQuery = database.db.transaction(async (tx) => {
        const pid = await pidOf(tx);
        setTimeout(() => void terminate(pid), 200);
        await tx.execute(sql`select pg_sleep(5)`);
      });
      await expect(midQuery).rejects.toThrow();
      const betweenQueries = database.db.transaction(async (tx) => {
        await terminate(await pidOf(tx));
        await new Promise((r) => setTimeout(r, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(betweenQueries).rejects.toThrow();
      await new Promise((r) => setTimeout(r, 200));
      const after = (await database.db.execute(sql`select 3 as n`)) as unknown as { rows: { n: number }[] };
      expect(after.rows[0].n).toBe(3);
    } finally {
      await admin.end();
    }
  });

  it('lets instances starting together migrate an empty database: one applies, the others wait', async () => {
    const name = `migrate_race_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: url.href })),
    );
    try {
      await Promise.all(instances.map((instance) => instance.migrate()));
      const rows = (await instances[0].db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      expect(rows.rows[0].n).toBeGreaterThan(5);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
