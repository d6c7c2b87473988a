// The one writer of alerts (issue 24; docs/product.md "Alerts"): whoever sees the event (a scan, the
// mail delivery, the unsubscribe link, the mailbox reader) raises it here. A dedupe key makes a
// retried job or a second instance raise the same alert once.
import type { AlertKind } from '../../../common/enums';
import type { Db } from '../../db/client';
import { alerts } from '../../db/schema';

export interface NewAlert {
  kind: AlertKind;
  companyId: number | null;
  customerId?: number | null;
  /** The German text shown in the bell, complete (names the customer where there is one). */
  message: string;
  /** Same key, one alert: e.g. `scan_failed:scan-12:customer-5`. */
  dedupeKey?: string;
}

/** Writes the alerts in one statement; one already raised under the same key is left alone. */
export async function raiseAlerts(db: Db, entries: NewAlert[]) {
  if (entries.length === 0) return;
  await db
    .insert(alerts)
    .values(
      entries.map((a) => ({
        kind: a.kind,
        companyId: a.companyId,
        customerId: a.customerId ?? null,
        message: a.message,
        dedupeKey: a.dedupeKey ?? null,
      })),
    )
    .onConflictDoNothing({ target: alerts.dedupeKey });
}
