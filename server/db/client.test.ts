import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, openTestDatabase, type TestDatabase } from '../../tests/support/db';
import { openDatabase } from './client';

describe.runIf(onPostgres)('the PostgreSQL pool', () => {
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

  it("keeps a page's memory in the backend instead of giving it back to the kernel each time (glibc)", async (ctx) => {
    // A backend's heap in KB (its [heap] mappings, from /proc): PostgreSQL on this machine, read as
    // root (CI).
    const heapKb = (pid: number) =>
      readFileSync(`/proc/${pid}/maps`, 'utf8')
        .split('\n')
        .filter((line) => line.endsWith('[heap]'))
        .map((line) =>
          line
            .split(' ')[0]
            .split('-')
            .map((a) => Number.parseInt(a, 16)),
        )
        .reduce((kb, [start, end]) => kb + (end - start) / 1024, 0);
    // A megabyte allocated and freed: under glibc's starting threshold (128 KB) it is mapped on
    // its own and unmapped again, the heap unchanged; once the thresholds are raised it comes
    // from the heap and stays there for the next page.
    const megabyte = "select length(repeat('x', 1048576)) as n";
    const plain = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await plain.connect();
    try {
      const pid = (await plain.query('select pg_backend_pid() as pid')).rows[0].pid as number;
      try {
        heapKb(pid);
      } catch (error) {
        if (process.env.CI) throw error;
        ctx.skip(); // not root, or PostgreSQL elsewhere: nothing to read
      }
      const before = heapKb(pid);
      await plain.query(megabyte);
      expect(heapKb(pid) - before).toBeLessThan(1024);
    } finally {
      await plain.end();
    }

    const fresh = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL! });
    try {
      const rows = async (q: ReturnType<typeof sql>) =>
        ((await fresh.db.execute(q)) as unknown as { rows: Record<string, number>[] }).rows[0];
      const { pid } = await rows(sql`select pg_backend_pid() as pid`);
      const before = heapKb(pid);
      await rows(sql.raw(megabyte));
      expect(heapKb(pid) - before).toBeGreaterThanOrEqual(1024);
    } finally {
      await fresh.close();
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
