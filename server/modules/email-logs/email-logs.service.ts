import type { z } from 'zod';
import type { listEmailLogsQuerySchema } from '../../../common/schemas/email-log';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { toPage } from '../../lib/paged-list';
import { ensureCompany } from '../companies/companies.service';
import * as q from './email-logs.queries';

type ListQuery = z.output<typeof listEmailLogsQuerySchema>;

/** A company's e-mail logs; 404 for an unknown company. */
export async function listEmailLogs(db: Db, query: ListQuery) {
  const { limit, offset, ...filter } = query;
  const rows = await q.listEmailLogs(db, filter, { limit, offset });
  return toPage(rows, {
    ensureCompany: () => ensureCompany(db, query.companyId),
    offset,
    count: () => q.countEmailLogs(db, filter),
  });
}

export async function getEmailLog(db: Db, id: number) {
  const row = await q.getEmailLog(db, id);
  if (!row) throw notFound('E-Mail-Log nicht gefunden');
  return row;
}
