// What every scan job needs: the sending context and the Apify waits, built once per app by
// server/plugins/jobs.ts.
import type { SendingContext } from '../sending/sending-context';
import type { RunSlots } from '../../scraper';

export interface ScanContext extends SendingContext {
  /** How long one Apify run may take before the customer is reported as apify_error. */
  apifyWaitMs: number;
  /** Pause before retrying a transient Apify failure; doubles each time. */
  retryDelayMs: number;
  /** The account-wide limit of Apify runs at once (APIFY_MAX_RUNS), shared by every job. */
  runSlots: RunSlots;
}
