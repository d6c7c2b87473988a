import type { ScanSummary } from '../../../common/schemas/scan';
import type { Db } from '../../db/client';
import type { JobEngine } from '../../jobs/job-engine';
import { AppError } from '../../lib/app-error';
import { companyExists } from '../companies/companies.queries';
import { companyNotFound } from '../companies/companies.service';
import { getCustomerById } from '../customers/customers.queries';
import { customerNotFound } from '../customers/customers.service';
import * as q from './scans.queries';

export const scanRunningMessage =
  'Für diese Firma läuft bereits ein Scan. Bitte warten Sie, bis er fertig ist, oder stoppen Sie ihn.';

export function toSummary(row: q.ScanRow): ScanSummary {
  return {
    id: row.id,
    companyId: row.companyId,
    scanType: row.scanType,
    status: row.status,
    total: row.total,
    done: row.done,
    successCount: row.successCount,
    errorCount: row.errorCount,
    skippedCount: row.skippedCount,
    notScannedCount: Math.max(0, row.done - row.successCount - row.errorCount - row.skippedCount),
    newReviews: row.newReviews,
    emailsSent: row.emailsSent,
    costUsd: Number(row.costUsd),
    errorMessage: row.errorMessage,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Writes the running scan row (one per company) and queues it; answers at once. */
export async function startManualScan(db: Db, jobs: JobEngine, companyId: number, userId: number) {
  if (!(await companyExists(db, companyId))) throw companyNotFound();
  const scan = await q.insertScan(db, { companyId, scanType: 'manual', startedBy: userId });
  if (!scan) throw new AppError('CONFLICT', scanRunningMessage);
  try {
    await jobs.enqueueScan(scan.id);
  } catch (error) {
    await q.failScan(db, scan.id, 'Scan konnte nicht in die Warteschlange gestellt werden');
    throw error;
  }
  return { message: 'Review-Scan wurde erfolgreich gestartet.' };
}

/**
 * 'Kunde erneut scannen' (the bell, issue 24): a manual scan of the one customer, written and
 * queued like the company's; the company's running scan blocks it as it blocks a second one.
 */
export async function startCustomerScan(db: Db, jobs: JobEngine, customerId: number, userId: number) {
  const customer = await getCustomerById(db, customerId);
  if (!customer) throw customerNotFound();
  const scan = await q.insertScan(db, {
    companyId: customer.companyId,
    scanType: 'manual',
    startedBy: userId,
  });
  if (!scan) throw new AppError('CONFLICT', scanRunningMessage);
  try {
    await jobs.enqueueScan(scan.id, [customerId]);
  } catch (error) {
    await q.failScan(db, scan.id, 'Scan konnte nicht in die Warteschlange gestellt werden');
    throw error;
  }
  return { message: `Scan von „${customer.name}“ wurde gestartet.` };
}

/** A database write any instance sees: no new customer starts, runs in flight are aborted. */
export async function stopScans(db: Db, companyId?: number) {
  if (companyId !== undefined && !(await companyExists(db, companyId))) throw companyNotFound();
  const stopped = await q.requestStop(db, companyId);
  return { message: stopped.length > 0 ? 'Review-Scan wird gestoppt.' : 'Es läuft kein Scan.' };
}

export async function getScanStatus(db: Db, companyId: number) {
  if (!(await companyExists(db, companyId))) throw companyNotFound();
  // In this order, not in parallel: a scan ending between two reads on two connections would be
  // neither running nor last. Read active first, and a scan not active any more is already finished.
  const current = await q.getActiveScan(db, companyId);
  const last = await q.lastFinishedScan(db, companyId);
  return {
    running: current !== undefined,
    stopping: current?.status === 'stopping',
    current: current ? toSummary(current) : null,
    last: last ? toSummary(last) : null,
  };
}

export async function listScanHistory(db: Db, companyId: number, limit: number) {
  if (!(await companyExists(db, companyId))) throw companyNotFound();
  return (await q.listScans(db, companyId, limit)).map(toSummary);
}
