import type { z } from 'zod';
import type { listEmailLogsQuerySchema } from '../../../common/schemas/email-log';
import type { Db } from '../../db/client';
import { toPage } from '../../lib/paged-list';
import * as q from './email-logs.queries';

type ListQuery = z.output<typeof listEmailLogsQuerySchema>;

/** A company's e-mail logs; 404 for an unknown company. */
export async function listEmailLogs(db: Db, query: ListQuery) {
  const { limit, offset, ...filter } = query;
  const rows = await q.listEmailLogs(db, filter, { limit, offset });
  return toPage(db, rows, { companyId: query.companyId, offset, count: () => q.countEmailLogs(db, filter) });
}
