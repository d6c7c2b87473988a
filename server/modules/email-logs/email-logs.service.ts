import type { z } from 'zod';
import type { EmailLog, listEmailLogsQuerySchema } from '../../../common/schemas/email-log';
import type { Db } from '../../db/client';
import { planOnIndexes, totalCap } from '../../db/sql-helpers';
import { notFound } from '../../lib/app-error';
import { toJsonPage } from '../../lib/paged-list';
import { ensureCompany } from '../companies/companies.service';
import { customerIdsMatching } from '../customers/customer-search.queries';
import * as q from './email-logs.queries';

type ListQuery = z.output<typeof listEmailLogsQuerySchema>;

/** A company's e-mail logs; 404 for an unknown company. */
export async function listEmailLogs(db: Db, query: ListQuery) {
  return query.search ? planOnIndexes(db, (tx) => listPage(tx, query)) : listPage(db, query);
}

async function listPage(db: Db, query: ListQuery) {
  const { limit, offset, ...filter } = query;
  // Customers matched by name or e-mail are looked up first, so the list's statement is planned
  // knowing how many there are (decision 034).
  const customerIds = filter.search
    ? await customerIdsMatching(db, filter.companyId, filter.search, { email: true })
    : undefined;
  const f: q.EmailLogFilter = { ...filter, customerIds };
  return toJsonPage<EmailLog>(await q.listEmailLogsJson(db, f, { limit, offset }), {
    ensureCompany: () => ensureCompany(db, f.companyId),
    cap: totalCap(f.search),
  });
}

export async function getEmailLog(db: Db, id: number) {
  const row = await q.getEmailLog(db, id);
  if (!row) throw notFound('E-Mail-Log nicht gefunden');
  return row;
}
