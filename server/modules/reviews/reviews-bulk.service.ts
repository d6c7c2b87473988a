// Archiving and restoring reviews in bulk (issue 24; docs/product.md §14 "Bulk work", decision 048):
// one transaction, one audit row per changed review with one batch id.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { formatCount } from '../../../common/format';
import { BULK_MAX_ROWS, type BulkResult, type reviewBulkSchema } from '../../../common/schemas/bulk';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type AuditEntry, auditChanges, recordAudit } from '../audit/audit.queries';
import type { SessionUser } from '../auth/session-user';
import { ensureCompany } from '../companies/companies.service';
import { customerIdsMatching } from '../customers/customer-search.queries';
import * as q from './reviews-bulk.queries';

type Input = z.output<typeof reviewBulkSchema>;

/** Audit rows written per statement: 10 parameters a row stays far below PostgreSQL's 65,535. */
const AUDIT_CHUNK = 5_000;

const reviewsText = (n: number) => `${formatCount(n)} ${n === 1 ? 'Bewertung' : 'Bewertungen'}`;

/** What the audit log names a review by: its author, stars and customer (a review has no name). */
const labelOf = (r: q.ChangedReview) => `${r.username || 'Anonym'} (${r.rating} ★) – ${r.customerName}`;

/**
 * Archives (true) or restores (false) the selected reviews. Every role, like the single action
 * (docs/product.md §6: archiving is triage and one click undoes it).
 */
export async function setArchived(
  db: Db,
  actor: SessionUser,
  input: Input,
  archive: boolean,
): Promise<BulkResult> {
  await ensureCompany(db, input.companyId);
  // Customers matched by name are looked up first, as the list does (decision 034).
  const selection: q.ReviewSelection = input.ids
    ? { companyId: input.companyId, ids: input.ids }
    : {
        companyId: input.companyId,
        filter: input.filter ?? { rating: 'all', chance: 'all', sort: 'detected' },
        customerIds: input.filter?.search
          ? await customerIdsMatching(db, input.companyId, input.filter.search, { email: false })
          : undefined,
      };
  const batchId = randomUUID();
  const changed = await db.transaction(async (tx) => {
    const result = await q.setArchived(tx, selection, archive);
    if (input.filter && result.matched > BULK_MAX_ROWS) {
      throw new AppError(
        'BAD_REQUEST',
        `Der Filter trifft mehr als ${reviewsText(BULK_MAX_ROWS)}; bitte grenzen Sie die Auswahl ein`,
      );
    }
    if (input.expectedCount !== undefined && result.matched !== input.expectedCount) {
      throw new AppError(
        'CONFLICT',
        `Die Auswahl hat sich geändert: Der Filter trifft jetzt ${reviewsText(result.matched)} statt ${formatCount(input.expectedCount)}. Bitte prüfen Sie die Auswahl und bestätigen Sie erneut.`,
      );
    }
    const entries: AuditEntry[] = result.changed.map((r) => ({
      entity: 'review',
      entityId: r.id,
      entityLabel: labelOf(r),
      companyId: input.companyId,
      action: archive ? 'archived' : 'restored',
      changes: auditChanges({ isArchived: !archive }, { isArchived: archive }),
    }));
    for (let i = 0; i < entries.length; i += AUDIT_CHUNK) {
      await recordAudit(tx, { id: actor.id, name: actor.name }, entries.slice(i, i + AUDIT_CHUNK), {
        batchId,
      });
    }
    return { matched: result.matched, changed: result.changed.length };
  });
  return {
    ...changed,
    batchId: changed.changed > 0 ? batchId : null,
    message: `${reviewsText(changed.changed)} ${archive ? 'archiviert' : 'wiederhergestellt'}`,
  };
}
