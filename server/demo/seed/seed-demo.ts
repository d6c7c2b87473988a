import { count, type SQL, sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../../common/constants';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { fillRemovalChances } from '../../modules/reviews/review-chance.queries';

import * as words from './demo-data';
import { seedPortalOpens } from './seed-portal-opens';
import { seedRemovals } from './seed-removals';
import { seedCustomers, seedEmailLogs, seedReviews, seedScanLogs, seedScans } from './seed-sql';

export interface SeedOptions {
  /**
   * Without it: three demo companies, the volumes below for the first, a small fixed set for the
   * other two. With it: that many companies sharing the volumes, the first the most (1/1, 1/2,
   * 1/3, … of the whole), every company at least one customer.
   */
  companies?: number;
  /** Volume of the first company (or of all together, with `companies`). */
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
  const volumes = options.companies
    ? spread(first, options.companies)
    : [first, ...smallCompanies.map((v) => ({ ...v, days: first.days }))];
  const result = await db.transaction(async (tx) => {
    // The same data on every run: random() follows this seed within the transaction.
    await tx.execute(sql`select setseed(0.42)`);
    const inserted = await tx
      .insert(companies)
      .values(volumes.map((_, i) => ({ ...demoCompany(i), createdAt: sql`${now} - interval '200 days'` })))
      .returning({ id: companies.id });
    const ids = inserted.map((c) => c.id);
    let offset = 0;
    for (const [i, companyId] of ids.entries()) {
      const v = volumes[i];
      const ctx = { tx, companyId, now, days: v.days };
      const { kinds, cities } = words.demoCompanies[i] ?? {};
      await seedCustomers(ctx, v.customers, { offset, kinds, cities });
      offset += v.customers;
      await seedReviews(ctx, v.reviews);
      await seedEmailLogs(ctx, v.emailLogs);
      // The last day whose 09:00 scan has already run.
      await seedScanLogs(
        ctx,
        v.scanLogs,
        sql`((${now} at time zone ${TIME_ZONE}) - interval '9 hours')::date`,
      );
      await seedScans(ctx);
    }
    // Removal cases in every state for the first company (docs/decisions/042).
    if (ids[0] !== undefined) await seedRemovals(tx, ids[0], options.now ?? new Date());
    // A few owners who opened the portal after their offer mail (the funnel's second step).
    if (ids[0] !== undefined) await seedPortalOpens(tx, ids[0], options.now ?? new Date());
    return ids;
  });
  // The Löschchance of the seeded negatives, as a scan would have stored it.
  await fillRemovalChances(db, options.now ?? new Date(), Number.POSITIVE_INFINITY);
  // Fresh statistics and visibility map, as autovacuum would leave them later: the planner picks
  // the indexes, and index-only scans skip the heap.
  await db.execute(sql`vacuum analyze`);
  return { companyIds: result, counts: await countAll(db) };
}

type Volume = typeof DEMO_DEFAULTS;

/** The volumes shared by `n` companies: company i gets 1/(i+1) of the largest share. */
function spread(total: Volume, n: number): Volume[] {
  const weights = Array.from({ length: n }, (_, i) => 1 / (i + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const part = (value: number, w: number, min = 0) => Math.max(min, Math.round((value * w) / sum));
  return weights.map((w) => ({
    customers: part(total.customers, w, 1),
    reviews: part(total.reviews, w),
    emailLogs: part(total.emailLogs, w),
    scanLogs: part(total.scanLogs, w),
    days: total.days,
  }));
}

/** The three named demo companies, then generated ones ('Bewertungsservice Kiel 4', …). */
function demoCompany(i: number) {
  const named = words.demoCompanies[i];
  if (named) {
    const { kinds: _, cities: __, ...company } = named;
    return company;
  }
  const city = words.cities[i % words.cities.length];
  return {
    name: `Bewertungsservice ${city} ${i + 1}`,
    website: `https://www.bewertungsservice-${i + 1}.test`,
    description: `Bewertungsmanagement für Betriebe in ${city}`,
    gmailEmail: null,
  };
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
