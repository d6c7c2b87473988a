import type { z } from 'zod';
import { LIST_TOTAL_CAP } from '../../../common/constants';
import type { listScanLogsQuerySchema } from '../../../common/schemas/scan-log';
import type { Db } from '../../db/client';
import { toPage } from '../../lib/paged-list';
import { companyExists } from '../companies/companies.queries';
import { companyNotFound, ensureCompany } from '../companies/companies.service';
import * as q from './scan-logs.queries';

type ListQuery = z.output<typeof listScanLogsQuerySchema>;

/** All companies' scan logs, or one company's; 404 for an unknown company. */
export async function listScanLogs(db: Db, query: ListQuery) {
  const { limit, offset, ...filter } = query;
  const rows = await q.listScanLogs(db, filter, { limit, offset });
  return toPage(rows, {
    ensureCompany: () => ensureCompany(db, query.companyId),
    offset,
    count: () => q.countScanLogs(db, filter),
    cap: LIST_TOTAL_CAP,
  });
}

export async function summarizeScanLogs(db: Db, companyId: number | undefined) {
  const summary = await q.summarizeScanLogs(db, companyId);
  // Zero rows may mean an unknown company: only then is the extra check needed.
  if (companyId !== undefined && summary.total === 0 && !(await companyExists(db, companyId))) {
    throw companyNotFound();
  }
  return summary;
}
