// The minute tick: the clock's due slots, and the watchdog that ends what crashed instances left.
import type PgBoss from 'pg-boss';
import { DEFAULT_AUTOMATION } from '../../../common/constants';
import type { JobContext } from '../../jobs/job-context';
import { countLiveJobs } from '../../jobs/jobs.queries';
import { QUEUES } from '../../jobs/queues';
import { isUniqueViolation } from '../../lib/db-errors';
import { failInterruptedMails } from '../sending/sending.queries';
import * as q from './scans.queries';
import { dueSlot } from './slots';

/** Starts each company's due slot once, however many instances tick (unique company and slot). */
export async function startDueScans(ctx: JobContext, boss: PgBoss, now = new Date()) {
  const rows = await q.listScheduleSettings(ctx.db);
  const started: number[] = [];
  for (const row of rows) {
    if (row.autoScanEnabled === false) continue;
    const slot = dueSlot(
      {
        scanFrequency: row.scanFrequency ?? DEFAULT_AUTOMATION.scanFrequency,
        scanTime: row.scanTime ?? DEFAULT_AUTOMATION.scanTime,
      },
      now,
    );
    if (!slot) continue;
    let scan: q.ScanRow | undefined;
    try {
      // Taken slot or a manual scan still running: nothing now; the next tick tries again that day.
      scan = await q.insertScan(ctx.db, { companyId: row.id, scanType: 'scheduled', slot: slot.key });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    if (!scan) continue;
    await boss.send(QUEUES.scanCompany, { scanId: scan.id });
    started.push(scan.id);
  }
  return started;
}

/**
 * A scan whose jobs are all gone but which is still running was left by a crash between steps:
 * it ends with what it has. E-mails handed to SMTP half an hour ago and still pending had their
 * outcome lost; those never handed over are given to the delivery.
 */
export async function sweepInterrupted(ctx: JobContext, now = new Date()) {
  for (const { id } of await q.listStaleScans(ctx.db, new Date(now.getTime() - 60_000))) {
    if ((await countLiveJobs(ctx.db, id)) > 0) continue;
    if (!(await q.finishScanIfDone(ctx.db, id))) {
      await q.failScan(
        ctx.db,
        id,
        'Scan abgebrochen: Die Scan-Aufträge sind nicht mehr vorhanden (Server neu gestartet?)',
      );
    }
  }
  await failInterruptedMails(ctx.db, { before: new Date(now.getTime() - 30 * 60_000) });
}
