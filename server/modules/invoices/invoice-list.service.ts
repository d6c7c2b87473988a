// The invoice list with its tabs, and the CSV export. `now` is for tests.
import type { z } from 'zod';
import { berlinDay } from '../../../common/calendar-days';
import type { InvoiceCounts, listInvoicesQuerySchema } from '../../../common/schemas/invoice';
import type { Db } from '../../db/client';
import { totalCap } from '../../db/sql-helpers';
import { AppError } from '../../lib/app-error';
import { toPage } from '../../lib/paged-list';
import { ensureCompany } from '../companies/companies.service';
import { exportFileName, invoicesCsv } from './invoice-export';
import * as q from './invoice-list.queries';

type ListQuery = z.output<typeof listInvoicesQuerySchema>;

export async function listInvoices(db: Db, query: ListQuery, now = new Date()) {
  const { limit, offset, sort, ...rest } = query;
  const f = { ...rest, today: berlinDay(now) };
  const cap = totalCap(f.search);
  return toPage(await q.listInvoices(db, f, sort, { limit, offset }, cap), {
    ensureCompany: () => ensureCompany(db, f.companyId),
    offset,
    count: () => q.countInvoices(db, f, cap),
    cap,
  });
}

/** The tab counts and sums; 404 for an unknown company. */
export async function countInvoices(
  db: Db,
  query: { companyId: number; customerId?: number },
  now = new Date(),
): Promise<InvoiceCounts> {
  const counts = await q.countByStatus(db, { ...query, today: berlinDay(now) });
  if (counts.all.count === 0) await ensureCompany(db, query.companyId);
  return counts;
}

export async function exportInvoices(
  db: Db,
  query: { companyId: number; from?: string; to?: string },
  now = new Date(),
) {
  const { companyId, ...range } = query;
  if (range.from && range.to && range.from > range.to) {
    throw new AppError('BAD_REQUEST', 'Das Startdatum darf nicht nach dem Enddatum liegen.');
  }
  await ensureCompany(db, companyId);
  const rows = await q.listExportRows(db, companyId, range, berlinDay(now));
  return { csv: invoicesCsv(rows), fileName: exportFileName(range) };
}
