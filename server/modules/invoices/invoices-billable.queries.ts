// 'Abrechenbar' (decision 055): a company's verified removals on no invoice yet, grouped per
// customer. Every statement reads the partial index removals_company_billable_idx, which holds
// exactly these rows, so the cost grows with what is waiting to be billed, not with the history.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, removals } from '../../db/schema';
import { isoUtc } from '../../db/sql-helpers';

const billableWhere = (companyId: number) =>
  and(eq(removals.companyId, companyId), eq(removals.state, 'removed'), isNull(removals.invoiceId));

// Each price in cents first, as a draft's lines are (priceToCents), so the sum is exactly the draft's net.
const centsSum = sql`coalesce(sum(round(${removals.pricePerReview} * 100)), 0)::bigint`;

/**
 * One page of billable customers, the longest-waiting first, with the number of customers on
 * every row (the window counts before the limit cuts). One statement.
 */
export function listBillableCustomers(db: Db, companyId: number, paging: { limit: number; offset: number }) {
  const grouped = db.$with('billable').as(
    db
      .select({
        customerId: sql<number>`${removals.customerId}`.as('billable_customer_id'),
        removalCount: sql<number>`count(*)::int`.as('removal_count'),
        netCents: sql<string>`${centsSum}`.as('net_cents'),
        oldestRemovedAt: sql<Date>`min(${removals.removedAt})`.as('oldest_removed_at'),
      })
      .from(removals)
      .where(billableWhere(companyId))
      .groupBy(removals.customerId),
  );
  return db
    .with(grouped)
    .select({
      customerId: grouped.customerId,
      customerName: customers.name,
      removalCount: grouped.removalCount,
      netCents: sql<number>`${grouped.netCents}`.mapWith(Number),
      oldestRemovedAt: sql<string>`${isoUtc(sql`${grouped.oldestRemovedAt}`)}`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(grouped)
    .innerJoin(customers, eq(customers.id, grouped.customerId))
    .orderBy(asc(grouped.oldestRemovedAt), asc(grouped.customerId))
    .limit(paging.limit)
    .offset(paging.offset);
}

/** The company's billable customers, removals and net sum in cents. One statement. */
export async function billableSummary(db: Db, companyId: number) {
  const [row] = await db
    .select({
      customers: sql<number>`count(distinct ${removals.customerId})::int`.mapWith(Number),
      removals: sql<number>`count(*)::int`.mapWith(Number),
      netCents: sql<number>`${centsSum}`.mapWith(Number),
    })
    .from(removals)
    .where(billableWhere(companyId));
  return row;
}

/** The named customers of the company (others and deleted ones are left out), with their names. */
export function customersOfCompany(db: Db, companyId: number, ids: number[]) {
  return db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), inArray(customers.id, ids)));
}
