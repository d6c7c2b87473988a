import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { type Database, openDatabase } from '../../server/db/client';
import { onPostgres, withDatabase } from './db';

/** pg-boss's own schema in the template too, so no test file waits for its installation. */
async function installJobSchema(database: Database) {
  const boss = new PgBoss({ ...database.jobs, schema: 'pgboss', supervise: false, schedule: false, max: 1 });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}

/**
 * Migrates once per run: a dumped PGlite data directory that every test file loads (about 1 s
 * instead of 5 s for initdb), and, with TEST_DATABASE_URL, a PostgreSQL template database.
 * An unreachable TEST_DATABASE_URL fails the run instead of skipping PostgreSQL. TEST_BACKENDS=pglite
 * (CI's PGlite step) needs no template there.
 */
export default async function setup() {
  const dir = fileURLToPath(new URL('../../.tmp/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const template = await openDatabase({ kind: 'pglite' });
  await template.migrate();
  await installJobSchema(template);
  const client = (template.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const blob = await client.dumpDataDir('none');
  // One per run: CI's unit steps run side by side.
  const file = `${dir}pglite-template-${process.pid}.tar`;
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  await template.close();
  process.env.PGLITE_TEMPLATE_FILE = file;

  const removeFile = () => rmSync(file, { force: true });

  const url = process.env.TEST_DATABASE_URL;
  if (!url || !onPostgres) return removeFile;
  // A name per run, so two runs on one server (a developer and CI) never share a template.
  const templateName = `review_dashboard_template_${process.pid}_${Date.now().toString(36)}`;
  process.env.PG_TEMPLATE_DB = templateName;
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL ist gesetzt, aber PostgreSQL ist nicht erreichbar: ${String(error)}`);
  }
  await admin.query(`create database ${templateName}`);
  const templateDb = await openDatabase({ kind: 'postgres', url: withDatabase(url, templateName) });
  await templateDb.migrate();
  await installJobSchema(templateDb);
  await templateDb.close();
  return async () => {
    removeFile();
    await admin.query(`drop database if exists ${templateName} with (force)`);
    await admin.end();
  };
}
