import { count, type SQL, sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../common/constants';
import type { Db } from '../../server/db/client';
import { companies } from '../../server/db/schema';
import * as words from './demo-data';
import { seedCustomers, seedEmailLogs, seedReviews, seedScanLogs } from './seed-sql';

export interface SeedOptions {
  /** Volume of the first company; the other two demo companies get a small fixed set. */
  customers?: number;
  reviews?: number;
  emailLogs?: number;
  scanLogs?: number;
  /** Reviews are spread over this many days before `now`. */
  days?: number;
  now?: Date;
}

export interface SeedResult {
  companyIds: number[];
  counts: { customers: number; reviews: number; emailLogs: number; scanLogs: number };
}

export const DEMO_DEFAULTS = { customers: 24, reviews: 600, emailLogs: 150, scanLogs: 240, days: 60 };
const smallCompanies = [
  { customers: 8, reviews: 120, emailLogs: 30, scanLogs: 40 },
  { customers: 5, reviews: 60, emailLogs: 15, scanLogs: 25 },
];

export class SeedRefusedError extends Error {}

/**
 * Fills an empty, migrated database with demo data: three companies, customers, reviews over the
 * last days, e-mail logs and scan logs in every status. Rows are generated in SQL
 * (insert … select generate_series), so 100,000 reviews take seconds. All or nothing.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const [existing] = await db.select({ n: count() }).from(companies);
  if (existing.n > 0) {
    throw new SeedRefusedError(
      'Die Datenbank enthält bereits Firmen. Demo-Daten werden nur in eine leere Datenbank geschrieben ' +
        '(neues DATA_DIR bzw. neue Datenbank verwenden).',
    );
  }
  const first = { ...DEMO_DEFAULTS, ...withoutUndefined(options) };
  const now: SQL = sql`${(options.now ?? new Date()).toISOString()}::timestamptz`;
  const volumes = [first, ...smallCompanies.map((v) => ({ ...v, days: first.days }))];
  const result = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(companies)
      .values(words.demoCompanies.map((c) => ({ ...c, createdAt: sql`${now} - interval '200 days'` })))
      .returning({ id: companies.id });
    const ids = inserted.map((c) => c.id);
    for (const [i, companyId] of ids.entries()) {
      const v = volumes[i];
      const ctx = { tx, companyId, now, days: v.days };
      await seedCustomers(ctx, v.customers);
      await seedReviews(ctx, v.reviews);
      await seedEmailLogs(ctx, v.emailLogs);
      // The last day whose 09:00 scan has already run.
      await seedScanLogs(
        ctx,
        v.scanLogs,
        sql`((${now} at time zone ${TIME_ZONE}) - interval '9 hours')::date`,
      );
    }
    return ids;
  });
  // Fresh statistics and visibility map, as autovacuum would leave them later: the planner picks
  // the indexes, and index-only scans skip the heap.
  await db.execute(sql`vacuum analyze`);
  return { companyIds: result, counts: await countAll(db) };
}

function withoutUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

async function countAll(db: Db) {
  const n = (table: string) =>
    sql<number>`(select count(*)::int from ${sql.identifier(table)})`.mapWith(Number);
  const [row] = await db
    .select({
      customers: n('customers'),
      reviews: n('reviews'),
      emailLogs: n('email_logs'),
      scanLogs: n('scan_logs'),
    })
    .from(sql`(select 1) as one`);
  return row;
}
