// Every queue and every recurring task of the server, in one list (as app.ts lists the routes).
// The engine (server/jobs/engine.ts) runs them and knows no module; a new job or timer goes here.

import type { JobList } from './jobs/engine';
import type { WorkerScope } from './jobs/recurring';
import { deleteOldLoginAttempts } from './modules/auth/login-throttle';
import { SESSION_IDLE_MS } from './modules/auth/session-token';
import { deleteExpiredSessions } from './modules/auth/sessions.queries';
import { remindOverdueInvoices } from './modules/invoices/invoice-reminders';
import { writeCaseUpdates } from './modules/removals/case-update-mails';
import { queueChecksAfterScans } from './modules/removals/removal-check';
import { checkRemovalsQueue } from './modules/removals/removal-check.queue';
import { readDueMailboxes } from './modules/replies/mailbox-reader';
import { fillRemovalChances } from './modules/reviews/review-chance.queries';
import { scanBatchQueue } from './modules/scans/scan-batch.queue';
import { scanCompanyQueue } from './modules/scans/scan-company.queue';
import { scanCustomerQueue } from './modules/scans/scan-customer.queue';
import { startDueScans, sweepInterrupted } from './modules/scans/scheduler';
import { deliverDueMails } from './modules/sending/delivery';
import { deleteStaleSignups } from './modules/signups/signups.service';

const MINUTE = 60_000;

/** A completed scan's company gets its removal check (unless one started in the last 20 hours). */
const checkAfterScans = ({ ctx, clock, engine }: WorkerScope, scanId?: number) =>
  queueChecksAfterScans(ctx.db, engine, clock ?? new Date(), scanId);

/** The job that ended a scan queues the company's removal check at once (a failure only logged). */
const afterScanJob = (scope: WorkerScope, data: unknown) =>
  checkAfterScans(scope, (data as { scanId: number }).scanId).catch((error) =>
    scope.ctx.log.error({ code: error?.code }, 'removal check after scan failed'),
  );

export const jobList: JobList = {
  queues: [
    { ...scanCompanyQueue, afterEach: afterScanJob },
    { ...scanCustomerQueue, afterEach: afterScanJob },
    { ...scanBatchQueue, afterEach: afterScanJob },
    checkRemovalsQueue,
  ],
  // Tasks of one interval run in this order (the reminders before the delivery that sends them).
  tasks: [
    {
      name: 'interrupted scans sweep',
      on: 'workers',
      everyMs: MINUTE,
      run: ({ ctx, clock }) => sweepInterrupted(ctx, clock),
    },
    {
      name: 'daily scans',
      on: 'scheduler',
      everyMs: MINUTE,
      run: ({ ctx, boss, clock }) => startDueScans(ctx, boss, clock),
    },
    // Also here, not only after the job that ended a scan: a scan the sweep ended, or an instance
    // that died between the two, still gets its check.
    {
      name: 'removal check after scan',
      on: 'workers',
      everyMs: MINUTE,
      run: (scope) => checkAfterScans(scope),
    },
    {
      name: 'invoice reminders',
      on: 'workers',
      everyMs: MINUTE,
      run: ({ ctx, clock }) => remindOverdueInvoices(ctx.db, clock ?? new Date()),
    },
    // The day's news of the customers' removal cases, one mail each from 17:00 (decision 072).
    {
      name: 'case-update mails',
      on: 'workers',
      everyMs: MINUTE,
      run: ({ ctx, clock }) => writeCaseUpdates(ctx.db, clock ?? new Date()),
    },
    // Waiting mails go out beside the clock, so a long paced run never delays a scan's start.
    {
      name: 'mail delivery',
      on: 'workers',
      everyMs: MINUTE,
      beside: true,
      run: ({ ctx, clock }) => deliverDueMails(ctx, clock),
    },
    // Replies and bounces from the companies' mailboxes, beside the clock like the delivery (issue 24).
    {
      name: 'mailbox reading',
      on: 'workers',
      everyMs: MINUTE,
      beside: true,
      run: ({ ctx, clock }) => readDueMailboxes(ctx, clock),
    },
    // Reviews stored without their Löschchance (before decision 067, imports) get it here, in batches.
    {
      name: 'removal chance fill',
      on: 'workers',
      everyMs: MINUTE,
      run: ({ ctx, clock }) => fillRemovalChances(ctx.db, clock ?? new Date()).then(() => undefined),
    },
    // Expired sessions and finished throttle windows would otherwise pile up forever.
    {
      name: 'session sweep',
      on: 'every-instance',
      everyMs: 10 * MINUTE,
      run: async ({ ctx, clock }) => {
        const now = clock ?? new Date();
        await deleteExpiredSessions(ctx.db, new Date(now.getTime() - SESSION_IDLE_MS), now);
        await deleteOldLoginAttempts(ctx.db, now);
      },
    },
    // Unconfirmed sign-ups are personal data nobody confirmed: swept a week after their link ended.
    {
      name: 'sign-up sweep',
      on: 'every-instance',
      everyMs: 60 * MINUTE,
      run: ({ ctx, clock }) => deleteStaleSignups(ctx.db, clock),
    },
  ],
};
