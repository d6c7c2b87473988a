// The queue that fans a scan out into one customer job each (docs/decisions/030-scan-engine.md).
import { createHash } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { z } from 'zod';
import { defineQueue } from '../../jobs/job-queue';
import { QUEUES } from '../../jobs/queues';
import type { ScanContext } from './scan-context';
import type { ScanCustomerData } from './scan-customer';
import * as q from './scans.queries';

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
        name: QUEUES.scanCustomer,
        data: { scanId, customerId: c.id } satisfies ScanCustomerData,
      })),
    );
  }
}

export const scanCompanyQueue = defineQueue({
  name: QUEUES.scanCompany,
  retry: { retryLimit: 3, retryDelay: 5, retryBackoff: true },
  payload: z.object({ scanId: z.number().int().positive() }),
  workers: () => 1,
  handle: (ctx, boss, job) => scanCompany(ctx, boss, job.data.scanId),
});
