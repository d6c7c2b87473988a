// A PostgreSQL database of its own for one benchmark run, dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../server/db/client';

export async function withScratchDatabase(
  url: string,
  prefix: string,
  /** Also gets the database's URL, for other processes (a server, pgbench). */
  fn: (database: Database, url: string) => Promise<void>,
) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: u.toString() });
  try {
    await fn(database, u.toString());
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
