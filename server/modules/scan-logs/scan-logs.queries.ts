import { and, eq, type SQL, sql } from 'drizzle-orm';
import { LIST_TOTAL_CAP } from '../../../common/constants';
import type { ScanLogStatusFilter } from '../../../common/schemas/scan-log';
import type { Db } from '../../db/client';
import { scanLogs } from '../../db/schema';
import { cappedCount, filteredTotal, newestFirst } from '../../db/sql-helpers';

export interface ScanLogFilter {
  companyId?: number;
  status: ScanLogStatusFilter;
}

// The customer's name is copied into the row (customers may be deleted since), so no join.
/** What a log says about its scan: the list shows it, the CSV export writes it. */
export const scanLogReportColumns = {
  customerName: scanLogs.customerName,
  scanType: scanLogs.scanType,
  status: scanLogs.status,
  errorType: scanLogs.errorType,
  errorMessage: scanLogs.errorMessage,
  details: scanLogs.details,
};

export const scanLogColumns = {
  id: scanLogs.id,
  customerId: scanLogs.customerId,
  companyId: scanLogs.companyId,
  ...scanLogReportColumns,
  createdAt: scanLogs.createdAt,
};

const byCompany = (companyId: number | undefined): SQL | undefined =>
  companyId === undefined ? undefined : eq(scanLogs.companyId, companyId);

export function scanLogWhere(f: ScanLogFilter) {
  return and(byCompany(f.companyId), f.status === 'all' ? undefined : eq(scanLogs.status, f.status));
}

/** One page, newest first, each row carrying the filtered total. One statement. */
export function listScanLogs(db: Db, f: ScanLogFilter, paging: { limit: number; offset: number }) {
  const where = scanLogWhere(f);
  const counted = filteredTotal(db, scanLogs, where, LIST_TOTAL_CAP);
  return db
    .with(counted)
    .select({ ...scanLogColumns, total: counted.total })
    .from(scanLogs)
    .crossJoin(counted)
    .where(where)
    .orderBy(...newestFirst(scanLogs.createdAt, scanLogs.id))
    .limit(paging.limit)
    .offset(paging.offset);
}

export function countScanLogs(db: Db, f: ScanLogFilter) {
  return cappedCount(db, scanLogs, scanLogWhere(f), LIST_TOTAL_CAP);
}

const countWhere = (status: string) =>
  sql<number>`(count(*) filter (where ${scanLogs.status} = ${status}))::int`;

/** The page's counters over every row (not just the loaded page), in one statement. */
export async function summarizeScanLogs(db: Db, companyId: number | undefined) {
  const [row] = await db
    .select({
      success: countWhere('success').mapWith(Number),
      error: countWhere('error').mapWith(Number),
      skipped: countWhere('skipped').mapWith(Number),
      total: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(scanLogs)
    .where(byCompany(companyId));
  return row;
}
