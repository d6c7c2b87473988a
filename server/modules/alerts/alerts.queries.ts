// The one writer of alerts (issue 24; docs/product.md "Alerts"): whoever sees the event (a scan, the
// mail delivery, the unsubscribe link, the mailbox reader) raises it here. A dedupe key makes a
// retried job or a second instance raise the same alert once.
import { desc, eq, lt, sql } from 'drizzle-orm';
import type { AlertKind } from '../../../common/enums';
import { ALERTS_UNREAD_CAP } from '../../../common/schemas/alert';
import type { Db } from '../../db/client';
import { alerts, companies, users } from '../../db/schema';

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

// The bell's reading side (docs/api.md "Alerts (issue 24)"): every user sees every company's alerts
// (DESIGN.md: no company is hidden from a role); read state per user (users.alerts_seen_id).

const seenIdOf = (userId: number) =>
  sql<number>`(select ${users.alertsSeenId} from ${users} where ${users.id} = ${userId})`;

/** A page of alerts, newest first, older than `before`; one more than `limit` tells a next page. */
export function listAlerts(db: Db, userId: number, page: { before?: number; limit: number }) {
  return db
    .select({
      id: alerts.id,
      kind: alerts.kind,
      companyId: alerts.companyId,
      companyName: companies.name,
      customerId: alerts.customerId,
      message: alerts.message,
      createdAt: alerts.createdAt,
      unread: sql<boolean>`${alerts.id} > ${seenIdOf(userId)}`,
    })
    .from(alerts)
    .leftJoin(companies, eq(companies.id, alerts.companyId))
    .where(page.before ? lt(alerts.id, page.before) : undefined)
    .orderBy(desc(alerts.id))
    .limit(page.limit + 1);
}

/** The user's unread count (up to the cap: the badge says '99+'), read mark and digest switch. */
export async function getAlertState(db: Db, userId: number) {
  const [row] = await db
    .select({
      seenId: users.alertsSeenId,
      digest: users.alertDigest,
      unread: sql<number>`(select count(*)::int from (select 1 from ${alerts} where ${alerts.id} > ${users.alertsSeenId} limit ${ALERTS_UNREAD_CAP}) as newer)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * 'Alle als gelesen markieren': the read mark moves to `upTo` (or the newest alert), never past the
 * newest alert there is and never back.
 */
export async function markAlertsRead(db: Db, userId: number, upTo?: number) {
  const newest = sql`(select coalesce(max(${alerts.id}), 0) from ${alerts})`;
  const target = upTo === undefined ? newest : sql`least(${upTo}::int, ${newest})`;
  await db
    .update(users)
    .set({ alertsSeenId: sql`greatest(${users.alertsSeenId}, ${target})` })
    .where(eq(users.id, userId));
}

/** The user's digest switch, the row locked for the change and its audit entry. */
export async function lockDigestSetting(db: Db, userId: number) {
  const [row] = await db
    .select({ digest: users.alertDigest, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function setDigest(db: Db, userId: number, digest: boolean) {
  await db.update(users).set({ alertDigest: digest }).where(eq(users.id, userId));
}
