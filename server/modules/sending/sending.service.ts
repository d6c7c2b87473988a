// The sending state of a company as the automation and settings pages show it.
import { missingFooterFields } from '../../../common/legal-footer';
import type { SendingState } from '../../../common/schemas/company';
import type { Db } from '../../db/client';
import { companyNotFound } from '../companies/companies.service';
import { getSendingState as getSendingStateRow } from './sending.queries';

/** Sent in 24 hours against the cap, waiting mails, a pause, opt-outs, the footer's gaps. */
export async function getSendingState(db: Db, id: number, now = new Date()): Promise<SendingState> {
  const row = await getSendingStateRow(db, id, now);
  if (!row) throw companyNotFound();
  const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);
  const paused = row.pausedUntil && row.pausedUntil > now;
  return {
    sentLast24h: row.sentLast24h,
    cap: row.cap,
    waiting: row.waiting,
    nextAttemptAt: iso(row.nextAttemptAt),
    pausedUntil: paused ? iso(row.pausedUntil) : null,
    pauseReason: paused ? row.pauseReason : null,
    optedOutCustomers: row.optedOutCustomers,
    testMode: row.testMode,
    testRecipient: row.testRecipient,
    missingFooter: missingFooterFields(row),
  };
}
