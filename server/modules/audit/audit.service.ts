// The audit log's reading side (issue 24, decision 051): the admins' page and a customer's history.
import type { z } from 'zod';
import type { AuditEvent, listAuditQuerySchema } from '../../../common/schemas/audit';
import type { Db } from '../../db/client';
import { totalCap } from '../../db/sql-helpers';
import { notFound } from '../../lib/app-error';
import { type Page, toPage } from '../../lib/paged-list';
import * as q from './audit-list.queries';

type ListQuery = z.output<typeof listAuditQuerySchema>;

type Row = Awaited<ReturnType<typeof q.listAuditEvents>>[number];

const toEvent = ({ total, at, ...row }: Row) => ({ ...row, at: at.toISOString(), total });

/** The log for admins, newest first; `entity`/`action` 'all' filter nothing. */
export async function listAudit(db: Db, query: ListQuery): Promise<Page<AuditEvent>> {
  const { limit, offset, entity, action, ...rest } = query;
  const filter: q.AuditFilter = {
    ...rest,
    entity: entity === 'all' ? undefined : entity,
    action: action === 'all' ? undefined : action,
  };
  const cap = totalCap(filter.search);
  const rows = (await q.listAuditEvents(db, filter, { limit, offset, cap })).map(toEvent);
  return toPage(rows, {
    ensureCompany: async () => {},
    offset,
    count: () => q.countAuditEvents(db, filter, cap),
    cap,
  });
}

/** A customer's history for the drawer: its newest rows; 404 for an unknown customer. */
export async function customerHistory(db: Db, customerId: number, limit: number): Promise<Page<AuditEvent>> {
  const filter = { customerId };
  const cap = totalCap(undefined);
  const rows = (await q.listAuditEvents(db, filter, { limit, offset: 0, cap })).map(toEvent);
  return toPage(rows, {
    ensureCompany: async () => {
      if (!(await q.customerExists(db, customerId))) throw notFound('Kunde nicht gefunden');
    },
    offset: 0,
    count: () => q.countAuditEvents(db, filter, cap),
    cap,
  });
}
