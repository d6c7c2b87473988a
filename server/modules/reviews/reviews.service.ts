import type { z } from 'zod';
import type { listReviewsQuerySchema } from '../../../common/schemas/review';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { toPage } from '../../lib/paged-list';
import { ensureCompany } from '../companies/companies.service';
import * as q from './reviews.queries';

type ListQuery = z.output<typeof listReviewsQuerySchema>;

export const reviewNotFound = () => notFound('Bewertung nicht gefunden');

/** Active (archived = false) or archived reviews of a company; 404 for an unknown company. */
export async function listReviews(db: Db, archived: boolean, query: ListQuery) {
  const { limit, offset, ...filter } = query;
  const f: q.ReviewFilter = { ...filter, archived };
  const rows = await q.listReviews(db, f, { limit, offset });
  return toPage(rows, {
    ensureCompany: () => ensureCompany(db, query.companyId),
    offset,
    count: () => q.countReviews(db, f),
  });
}

export async function setArchived(db: Db, id: number, archived: boolean) {
  const row = await q.setReviewArchived(db, id, archived);
  if (!row) throw reviewNotFound();
  return row;
}
