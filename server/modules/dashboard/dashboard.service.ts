import { DASHBOARD_CHART_DAYS, DASHBOARD_RECENT_CUSTOMERS } from '../../../common/constants';
import { listCustomersQuerySchema } from '../../../common/schemas/customer';
import type { Db } from '../../db/client';
import type { SessionUser } from '../auth/session-user';
import { companyNotFound } from '../companies/companies.service';
import { getConsentSummary, listCustomersWithActivity } from '../customers/customers.service';
import { countFollowUps } from '../follow-ups/follow-ups.service';
import { getSendingState } from '../sending/sending.service';
import { getFunnel as getFunnelRow } from './dashboard.funnel.queries';
import * as q from './dashboard.queries';

/** `now` is for tests; the routes use the database's clock. */
export async function getDashboardStats(db: Db, companyId: number, now?: Date) {
  const stats = await q.getDashboardStats(db, companyId, now);
  if (!stats) throw companyNotFound();
  return stats;
}

export async function listDailyStats(db: Db, companyId: number, days: number, now?: Date) {
  const rows = await q.listDailyStats(db, companyId, days, now);
  // At least one day is always generated, so no row means no such company.
  if (rows.length === 0) throw companyNotFound();
  return rows;
}

export async function getRemovalStats(db: Db, companyId: number, now?: Date) {
  const stats = await q.getRemovalStats(db, companyId, now);
  if (!stats) throw companyNotFound();
  return stats;
}

export async function getFunnel(db: Db, companyId: number, days: number, now?: Date) {
  const funnel = await getFunnelRow(db, companyId, days, now);
  if (!funnel) throw companyNotFound();
  return funnel;
}

/**
 * The dashboard's first screen in one answer (decision 069): the parts its own endpoints answer,
 * each one statement, run side by side. The newest customers stay the JSON text PostgreSQL
 * wrote; the route splices it in. An unknown company is a 404 from whichever part finds it first.
 */
export async function getDashboardSummary(db: Db, user: SessionUser, companyId: number) {
  const recent = listCustomersQuerySchema.parse({
    companyId,
    withReviews: 'true',
    sort: 'createdAt',
    dir: 'desc',
    limit: DASHBOARD_RECENT_CUSTOMERS,
  });
  const [stats, daily, removals, recentCustomersJson, followUps, consent, sending] = await Promise.all([
    getDashboardStats(db, companyId),
    listDailyStats(db, companyId, DASHBOARD_CHART_DAYS),
    getRemovalStats(db, companyId),
    listCustomersWithActivity(db, recent),
    countFollowUps(db, user, { companyId, owner: 'all' }),
    getConsentSummary(db, companyId),
    getSendingState(db, companyId),
  ]);
  return { parts: { stats, daily, removals, followUps, consent, sending }, recentCustomersJson };
}
