import type { z } from 'zod';
import type { listReviewsQuerySchema, Review } from '../../../common/schemas/review';
import type { Db } from '../../db/client';
import { totalCap } from '../../db/sql-helpers';
import { notFound } from '../../lib/app-error';
import { toJsonPage } from '../../lib/paged-list';
import { type AuditActor, auditChanges, recordAudit } from '../audit/audit.queries';
import { ensureCompany } from '../companies/companies.service';
import { customerIdsMatching } from '../customers/customer-search.queries';
import * as q from './reviews.queries';

type ListQuery = z.output<typeof listReviewsQuerySchema>;

export const reviewNotFound = () => notFound('Bewertung nicht gefunden');

/** Active (archived = false) or archived reviews of a company; 404 for an unknown company. */
export async function listReviews(db: Db, archived: boolean, query: ListQuery) {
  const { limit, offset, ...filter } = query;
  // Customers matched by name are looked up first, so the list's statement is planned
  // knowing how many there are (decision 034).
  const customerIds = filter.search
    ? await customerIdsMatching(db, filter.companyId, filter.search, { email: false })
    : undefined;
  const f: q.ReviewFilter = { ...filter, archived, customerIds };
  return toJsonPage<Review>(await q.listReviewsJson(db, f, { limit, offset }), {
    ensureCompany: () => ensureCompany(db, f.companyId),
    cap: totalCap(f.search),
  });
}

/** Archives or restores one review; a real change is recorded in the audit log in the same transaction. */
export async function setArchived(db: Db, actor: AuditActor | null, id: number, archived: boolean) {
  return db.transaction(async (tx) => {
    const before = await q.lockReviewArchived(tx, id);
    const row = before && (await q.setReviewArchived(tx, id, archived));
    if (!before || !row) throw reviewNotFound();
    const changes = auditChanges({ isArchived: before.isArchived }, { isArchived: archived });
    if (changes) {
      await recordAudit(tx, actor && { id: actor.id, name: actor.name }, [
        {
          entity: 'review',
          entityId: id,
          entityLabel: `${row.username || 'Anonym'} (${row.rating} ★) – ${row.customerName}`,
          companyId: before.companyId,
          action: archived ? 'archived' : 'restored',
          changes,
        },
      ]);
    }
    return row;
  });
}
