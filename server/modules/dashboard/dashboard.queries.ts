import { type AnyColumn, and, eq, exists, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { NEGATIVE_RATING_MAX, REMOVAL_CHART_WEEKS, TIME_ZONE } from '../../../common/constants';
import type { RemovalStats } from '../../../common/schemas/dashboard';
import type { Db } from '../../db/client';
import {
  companies,
  customers,
  emailLogs,
  invoicePayments,
  invoices,
  removals,
  reviews,
} from '../../db/schema';

// Days are Berlin calendar days, computed in SQL: the local date of `now`, and its midnight turned
// back into a timestamptz, so a DST day spans 23 or 25 hours instead of a fixed 24.
const nowExpr = (now?: Date) => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);
const berlinDate = (now?: Date) => sql`(${nowExpr(now)} at time zone ${TIME_ZONE})::date`;
const dayStart = (date: SQL) => sql`((${date})::timestamp at time zone ${TIME_ZONE})`;
const inDays = (column: AnyColumn, from: SQL, to: SQL) =>
  and(gte(column, dayStart(from)), lt(column, dayStart(sql`${to} + 1`)));

const int = (query: SQL) => sql<number>`coalesce((${query}), 0)`.mapWith(Number);

/** docs/product.md §10 "Dashboard stats" in one statement; undefined for an unknown company. `now` is for tests. */
export async function getDashboardStats(db: Db, companyId: number, now?: Date) {
  const today = berlinDate(now);
  const todayRange = (column: AnyColumn) => inDays(column, today, today);
  const [row] = await db
    .select({
      activeCustomers: int(
        db
          .select({ n: sql`count(*)::int` })
          .from(customers)
          .where(
            and(eq(customers.companyId, companies.id), inArray(customers.status, ['email_sent', 'called'])),
          )
          .getSQL(),
      ),
      todayReviews: int(
        db
          .select({ n: sql`count(*)::int` })
          .from(reviews)
          .where(and(eq(reviews.companyId, companies.id), todayRange(reviews.detectedAt)))
          .getSQL(),
      ),
      emailsSent: int(
        db
          .select({ n: sql`count(*)::int` })
          .from(emailLogs)
          .where(
            and(
              eq(emailLogs.companyId, companies.id),
              eq(emailLogs.status, 'sent'),
              todayRange(emailLogs.sentAt),
            ),
          )
          .getSQL(),
      ),
      // Summed as numeric and rounded there, so cents add up exactly; a JSON number on the wire.
      potentialRevenue: sql<number>`coalesce((${db
        .select({ n: sql`round(sum(${customers.pricePerReview}), 2)::float8` })
        .from(reviews)
        .innerJoin(customers, eq(customers.id, reviews.customerId))
        .where(
          and(
            eq(reviews.companyId, companies.id),
            sql`${reviews.rating} <= ${NEGATIVE_RATING_MAX}`,
            todayRange(reviews.detectedAt),
          ),
        )
        .getSQL()}), 0)`.mapWith(Number),
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/**
 * The last `days` Berlin days, oldest first, every day present (zeros filled): reviews by the day
 * they were detected (like todayReviews), e-mails by the day they were sent. Empty for an unknown
 * company. One statement.
 */
export function listDailyStats(db: Db, companyId: number, days: number, now?: Date) {
  const today = berlinDate(now);
  const first = sql`${today} - ${days - 1}::int`;
  const perDay = (column: AnyColumn) => sql<string>`(${column} at time zone ${TIME_ZONE})::date`;
  const r = db
    .select({
      day: perDay(reviews.detectedAt).as('r_day'),
      negative: sql<number>`count(*) filter (where ${reviews.rating} <= ${NEGATIVE_RATING_MAX})`.as(
        'negative',
      ),
      positive: sql<number>`count(*) filter (where ${reviews.rating} > ${NEGATIVE_RATING_MAX})`.as(
        'positive',
      ),
    })
    .from(reviews)
    .where(and(eq(reviews.companyId, companyId), inDays(reviews.detectedAt, first, today)))
    .groupBy(sql`1`)
    .as('r');
  const e = db
    .select({ day: perDay(emailLogs.sentAt).as('e_day'), sent: sql<number>`count(*)`.as('sent') })
    .from(emailLogs)
    .where(
      and(
        eq(emailLogs.companyId, companyId),
        eq(emailLogs.status, 'sent'),
        inDays(emailLogs.sentAt, first, today),
      ),
    )
    .groupBy(sql`1`)
    .as('e');
  const day = sql`(${today} - g.n)`;
  return db
    .select({
      date: sql<string>`to_char(${day}, 'YYYY-MM-DD')`,
      negativeReviews: sql<number>`coalesce(${r.negative}, 0)::int`.mapWith(Number),
      positiveReviews: sql<number>`coalesce(${r.positive}, 0)::int`.mapWith(Number),
      emailsSent: sql<number>`coalesce(${e.sent}, 0)::int`.mapWith(Number),
    })
    .from(sql`generate_series(0, ${days - 1}::int) as g(n)`)
    .leftJoin(r, sql`${r.day} = ${day}`)
    .leftJoin(e, sql`${e.day} = ${day}`)
    .where(exists(db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId))))
    .orderBy(sql`g.n desc`);
}

/**
 * The dashboard's 'Löschaufträge' section in one statement; undefined for an unknown company.
 * Verified removals (removed_at is set only while a case stands removed) and the weeks of the chart
 * read the (company, removed_at) index; refused cases the (company, state) index; due cases the
 * (company, due_on) index. Invoices: issued this Berlin month (gross, cancellations netted out),
 * payments dated in it, and open invoices past their due day (what is still owed). 'Abrechenbar':
 * verified removals on no invoice yet, net (the partial removals_company_billable_idx).
 */
export async function getRemovalStats(
  db: Db,
  companyId: number,
  now?: Date,
): Promise<RemovalStats | undefined> {
  const local = sql`(${nowExpr(now)} at time zone ${TIME_ZONE})`;
  const monthStart = dayStart(sql`date_trunc('month', ${local})`);
  const thisWeek = sql`date_trunc('week', ${local})::date`;
  const firstWeek = sql`(${thisWeek} - ${(REMOVAL_CHART_WEEKS - 1) * 7}::int)`;
  // Invoice days are Berlin days already: the month is compared as dates.
  const month = sql`date_trunc('month', ${local})::date`;
  const nextMonth = sql`(date_trunc('month', ${local}) + interval '1 month')::date`;
  const result = (await db.execute(sql`
    select r.removed_this_month, r.removed, r.earned,
      (select count(*)::int from ${removals} m where m.company_id = c.id and m.state = 'refused') as refused,
      (select count(*)::int from ${removals} m
        where m.company_id = c.id and m.due_on is not null and m.due_on <= ${local}::date) as due,
      (select coalesce(sum(i.gross_cents), 0)::bigint from ${invoices} i
        where i.company_id = c.id and i.state <> 'draft' and i.issued_on >= ${month} and i.issued_on < ${nextMonth})
        as invoiced_this_month,
      (select coalesce(sum(p.amount_cents), 0)::bigint from ${invoicePayments} p
         join ${invoices} i on i.id = p.invoice_id
        where i.company_id = c.id and p.paid_on >= ${month} and p.paid_on < ${nextMonth}) as paid_this_month,
      o.overdue_cents, o.overdue_count, b.billable_cents, b.billable_customers,
      (select json_agg(json_build_object('week', to_char(w.week, 'YYYY-MM-DD'), 'removed', coalesce(n.removed, 0))
                       order by w.week)
         from (select (${thisWeek} - 7 * g.i) as week from generate_series(0, ${REMOVAL_CHART_WEEKS - 1}::int) g(i)) w
         left join (select date_trunc('week', m.removed_at at time zone ${TIME_ZONE})::date as week,
                           count(*)::int as removed
                      from ${removals} m
                     where m.company_id = c.id and m.removed_at >= ${dayStart(firstWeek)}
                     group by 1) n on n.week = w.week) as weeks
    from ${companies} c
    cross join lateral (
      select count(*) filter (where m.removed_at >= ${monthStart})::int as removed_this_month,
             count(*)::int as removed,
             coalesce(round(sum(m.price_per_review), 2), 0)::float8 as earned
        from ${removals} m where m.company_id = c.id and m.removed_at is not null) r
    cross join lateral (
      select coalesce(sum(i.gross_cents - i.paid_cents), 0)::bigint as overdue_cents, count(*)::int as overdue_count
        from ${invoices} i where i.company_id = c.id and i.state = 'open' and i.due_on < ${local}::date) o
    cross join lateral (
      select coalesce(sum(round(m.price_per_review * 100)), 0)::bigint as billable_cents,
             count(distinct m.customer_id)::int as billable_customers
        from ${removals} m where m.company_id = c.id and m.state = 'removed' and m.invoice_id is null) b
    where c.id = ${companyId}`)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0];
  if (!row) return undefined;
  const weeks = typeof row.weeks === 'string' ? JSON.parse(row.weeks) : row.weeks;
  return {
    removedThisMonth: Number(row.removed_this_month),
    removed: Number(row.removed),
    refused: Number(row.refused),
    earned: Number(row.earned),
    due: Number(row.due),
    invoicedThisMonthCents: Number(row.invoiced_this_month),
    paidThisMonthCents: Number(row.paid_this_month),
    overdueCents: Number(row.overdue_cents),
    overdueCount: Number(row.overdue_count),
    billableCents: Number(row.billable_cents),
    billableCustomers: Number(row.billable_customers),
    weeks,
  };
}
