import type { z } from 'zod';
import type { listReviewsQuerySchema, Review } from '../../../common/schemas/review';
import type { Db } from '../../db/client';
import { totalCap } from '../../db/sql-helpers';
import { notFound } from '../../lib/app-error';
import { toJsonPage } from '../../lib/paged-list';
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

export async function setArchived(db: Db, id: number, archived: boolean) {
  const row = await q.setReviewArchived(db, id, archived);
  if (!row) throw reviewNotFound();
  return row;
}
