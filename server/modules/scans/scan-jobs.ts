// The scan queues on pg-boss and their handlers (docs/decisions/030-scan-engine.md).
import { createHash } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { type JobWorker, startJobWorker } from './job-worker';
import type { ScanContext } from './scan-context';
import { type ScanCustomerData, scanCustomer } from './scan-customer.job';
import * as q from './scans.queries';

export const SCAN_COMPANY = 'scan-company';
export const SCAN_CUSTOMER = 'scan-customer';

/**
 * Queue options: a job's lease (`expireInSeconds`) is renewed while its instance runs it, so a dead
 * instance's jobs expire within a lease and are retried; every step is safe to repeat.
 */
export function queueOptions(leaseSeconds: number) {
  const common = { retryDelay: 5, retryBackoff: true, expireInSeconds: leaseSeconds };
  return [
    { name: SCAN_COMPANY, retryLimit: 3, ...common },
    { name: SCAN_CUSTOMER, retryLimit: 2, ...common },
  ] satisfies PgBoss.Queue[];
}

/** The same job id for the same scan and customer, so a repeated fan-out queues nothing twice. */
function jobId(scanId: number, customerId: number) {
  const h = createHash('sha1').update(`scan-customer:${scanId}:${customerId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Fans a scan out into one job per customer of its company. */
export async function scanCompany(ctx: ScanContext, boss: PgBoss, scanId: number) {
  const scan = await q.getScan(ctx.db, scanId);
  if (!scan || (scan.status !== 'running' && scan.status !== 'stopping')) return;
  const customers = await q.listCustomerIds(ctx.db, scan.companyId);
  await q.setScanTotal(ctx.db, scanId, customers.length);
  if (customers.length === 0) {
    await q.finishScanIfDone(ctx.db, scanId);
    return;
  }
  for (let i = 0; i < customers.length; i += 500) {
    await boss.insert(
      customers.slice(i, i + 500).map((c) => ({
        id: jobId(scanId, c.id),
        name: SCAN_CUSTOMER,
        data: { scanId, customerId: c.id } satisfies ScanCustomerData,
      })),
    );
  }
}

/**
 * Workers: one loop for the fan-out and `concurrency` loops for customers, each holding one job at
 * a time (one slow Apify run never holds back another customer).
 */
export function startScanWorkers(ctx: ScanContext, boss: PgBoss, concurrency: number): JobWorker[] {
  const pollMs = 500;
  const company = startJobWorker<{ scanId: number }>(ctx, boss, SCAN_COMPANY, pollMs, async (job) => {
    await scanCompany(ctx, boss, job.data.scanId);
  });
  const customers = Array.from({ length: concurrency }, () =>
    startJobWorker<ScanCustomerData>(ctx, boss, SCAN_CUSTOMER, pollMs, async (job) => {
      const final = job.retryCount >= job.retryLimit;
      try {
        await scanCustomer(ctx, job.data, final);
      } catch (error) {
        ctx.log.error(
          { code: (error as { code?: string }).code, scanId: job.data.scanId },
          'scan-customer failed',
        );
        if (!final) throw error;
        await reportSystemError(ctx, job.data);
      }
    }),
  );
  return [company, ...customers];
}

async function reportSystemError(ctx: ScanContext, data: ScanCustomerData) {
  const scan = await q.getScan(ctx.db, data.scanId);
  if (!scan) return;
  const job = await q.getCustomerJobContext(ctx.db, data.customerId);
  await q.recordOutcome(ctx.db, {
    scanId: scan.id,
    companyId: scan.companyId,
    customerId: data.customerId,
    customerName: job?.customer.name ?? null,
    scanType: scan.scanType,
    status: 'error',
    errorType: 'system_error',
    errorMessage: 'Interner Fehler beim Scannen dieses Kunden, auch nach erneuten Versuchen',
  });
  await q.finishScanIfDone(ctx.db, scan.id);
}
