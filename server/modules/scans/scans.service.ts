// Manual scans, stop, progress and the automation settings (docs/product.md §2 "Automation", §4 "Manual scan").
import { eq } from 'drizzle-orm';
import type { AutomationSettings } from '../../../common/schemas/company';
import type { ScanSummary, UpdateAutomationSettings } from '../../../common/schemas/scan';
import type { Db } from '../../db/client';
import { automationSettings, companies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { JobEngine } from '../../plugins/jobs';
import { companyExists } from '../companies/companies.queries';
import { companyNotFound, getAutomationSettings } from '../companies/companies.service';
import * as q from './scans.queries';
import { nextSlot } from './slots';

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

/** The stored settings with the clock's next slot and the newest scan's start. */
export async function getAutomation(
  db: Db,
  companyId: number,
  now = new Date(),
): Promise<AutomationSettings> {
  const settings = await getAutomationSettings(db, companyId);
  const [last] = await q.listScans(db, companyId, 1);
  return {
    ...settings,
    nextScanAt: settings.autoScanEnabled ? nextSlot(settings, now).at.toISOString() : null,
    lastScanAt: last?.startedAt.toISOString() ?? null,
  };
}

export async function updateAutomation(db: Db, companyId: number, input: UpdateAutomationSettings) {
  if (!(await companyExists(db, companyId))) throw companyNotFound();
  const { emailNotifications, ...rest } = input;
  await db.transaction(async (tx) => {
    if (emailNotifications !== undefined) {
      await tx.update(companies).set({ emailNotifications }).where(eq(companies.id, companyId));
    }
    const values = { ...rest, updatedAt: new Date() };
    await tx
      .insert(automationSettings)
      .values({ companyId, ...values })
      .onConflictDoUpdate({ target: automationSettings.companyId, set: values });
  });
  return getAutomation(db, companyId);
}
