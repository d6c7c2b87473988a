import type { Db } from '../../db/client';
import { companyNotFound } from '../companies/companies.service';
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
