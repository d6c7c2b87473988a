// The invoice list, its tab counts and sums, and the rows of the tax adviser's CSV export.
// 'Überfällig' is not stored: an open invoice whose due day lies before the Berlin `today`.
import { and, asc, eq, gte, ilike, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { InvoiceStatus } from '../../../common/enums';
import type { InvoiceSort } from '../../../common/schemas/invoice';
import type { Db } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema';
import { cappedCount, containsPattern, filteredTotal, newestFirst } from '../../db/sql-helpers';
import { invoiceStatus } from './invoice-detail.queries';

export interface InvoiceFilter {
  companyId: number;
  status: 'all' | InvoiceStatus;
  search?: string;
  customerId?: number;
  /** The Berlin day 'Überfällig' is measured against, 'YYYY-MM-DD'. */
  today: string;
}

const buyerName = sql<string>`${invoices.buyer}->>'name'`;

function statusWhere(status: InvoiceFilter['status'], today: string) {
  if (status === 'all') return undefined;
  if (status === 'overdue') return and(eq(invoices.state, 'open'), sql`${invoices.dueOn} < ${today}::date`);
  if (status === 'open') {
    return and(
      eq(invoices.state, 'open'),
      sql`(${invoices.dueOn} is null or ${invoices.dueOn} >= ${today}::date)`,
    );
  }
  return eq(invoices.state, status);
}

// Invoices per company are few (one per customer and month at most), so the search reads the
// company's rows rather than a trigram index.
function invoiceWhere(f: InvoiceFilter) {
  const pattern = f.search ? containsPattern(f.search) : undefined;
  return and(
    eq(invoices.companyId, f.companyId),
    statusWhere(f.status, f.today),
    f.customerId !== undefined ? eq(invoices.customerId, f.customerId) : undefined,
    pattern ? or(ilike(invoices.number, pattern), ilike(buyerName, pattern)) : undefined,
  );
}

const orderings: Record<InvoiceSort, SQL[]> = {
  newest: newestFirst(invoices.createdAt, invoices.id),
  oldest: [asc(invoices.createdAt), asc(invoices.id)],
  number: [sql`${invoices.number} desc nulls last`, sql`${invoices.id} desc`],
  due: [sql`${invoices.dueOn} asc nulls last`, asc(invoices.id)],
  amount: [sql`${invoices.grossCents} desc`, sql`${invoices.id} desc`],
};

/** A Stornorechnung's original's number (the primary key finds it). */
const cancelsNumber = sql<
  string | null
>`(select o.number from ${invoices} o where o.id = ${invoices}.cancels_invoice_id)`;

const rowColumns = (today: string) => ({
  id: invoices.id,
  companyId: invoices.companyId,
  customerId: invoices.customerId,
  customerName: buyerName,
  kind: invoices.kind,
  state: invoices.state,
  status: invoiceStatus(today),
  number: invoices.number,
  cancelsInvoiceId: invoices.cancelsInvoiceId,
  cancelsNumber,
  issuedOn: invoices.issuedOn,
  dueOn: invoices.dueOn,
  netCents: invoices.netCents,
  vatCents: invoices.vatCents,
  grossCents: invoices.grossCents,
  paidCents: invoices.paidCents,
  lineCount:
    sql<number>`(select count(*)::int from ${invoiceLines} l where l.invoice_id = ${invoices}.id)`.mapWith(
      Number,
    ),
  reminderLevel: invoices.reminderLevel,
  sentAt: invoices.sentAt,
  createdAt: invoices.createdAt,
});

/** One page with the filtered total on every row. One statement. */
export function listInvoices(
  db: Db,
  f: InvoiceFilter,
  sort: InvoiceSort,
  paging: { limit: number; offset: number },
  cap: number,
) {
  const where = invoiceWhere(f);
  const page = db.$with('page').as(
    db
      .select({ pageId: sql<number>`${invoices.id}`.as('page_id') })
      .from(invoices)
      .where(where)
      .orderBy(...orderings[sort])
      .limit(paging.limit)
      .offset(paging.offset),
  );
  const counted = filteredTotal(db, invoices, where, cap);
  return db
    .with(page, counted)
    .select({ ...rowColumns(f.today), total: counted.total })
    .from(page)
    .innerJoin(invoices, eq(invoices.id, page.pageId))
    .crossJoin(counted)
    .orderBy(...orderings[sort]);
}

export function countInvoices(db: Db, f: InvoiceFilter, cap: number) {
  return cappedCount(db, invoices, invoiceWhere(f), cap);
}

const tab = (where: SQL | undefined) => ({
  count: sql<number>`(count(*) filter (where ${where ?? sql`true`}))::int`.mapWith(Number),
  grossCents:
    sql<number>`coalesce(sum(${invoices.grossCents}) filter (where ${where ?? sql`true`}), 0)::bigint`.mapWith(
      Number,
    ),
});

/** Per tab the number of invoices and their gross sum, and what open invoices still lack. One statement. */
export async function countByStatus(db: Db, f: Pick<InvoiceFilter, 'companyId' | 'customerId' | 'today'>) {
  const [row] = await db
    .select({
      all: tab(undefined),
      draft: tab(statusWhere('draft', f.today)),
      open: tab(statusWhere('open', f.today)),
      overdue: tab(statusWhere('overdue', f.today)),
      paid: tab(statusWhere('paid', f.today)),
      cancelled: tab(statusWhere('cancelled', f.today)),
      outstandingCents:
        sql<number>`coalesce(sum(${invoices.grossCents} - ${invoices.paidCents}) filter (where ${invoices.state} = 'open'), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(invoices)
    .where(invoiceWhere({ ...f, status: 'all' }));
  return row;
}

/** Finalized invoices and cancellations issued between `from` and `to` (inclusive), by day and number. */
export function listExportRows(
  db: Db,
  companyId: number,
  range: { from?: string; to?: string },
  today: string,
) {
  return db
    .select({
      number: invoices.number,
      kind: invoices.kind,
      status: invoiceStatus(today),
      issuedOn: invoices.issuedOn,
      dueOn: invoices.dueOn,
      serviceFrom: invoices.serviceFrom,
      serviceTo: invoices.serviceTo,
      customerId: invoices.customerId,
      customerName: buyerName,
      vatRate: invoices.vatRate,
      netCents: invoices.netCents,
      vatCents: invoices.vatCents,
      grossCents: invoices.grossCents,
      paidCents: invoices.paidCents,
      cancelsNumber,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, companyId),
        ne(invoices.state, 'draft'),
        range.from ? gte(invoices.issuedOn, range.from) : undefined,
        range.to ? lte(invoices.issuedOn, range.to) : undefined,
      ),
    )
    .orderBy(asc(invoices.issuedOn), asc(invoices.number));
}
export type ExportRow = Awaited<ReturnType<typeof listExportRows>>[number];
