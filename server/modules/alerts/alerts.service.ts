// The header's bell (issue 24, docs/decisions/049-alerts.md): the signed-in user's alerts, unread
// count, read mark and digest switch. Alerts are written where their events happen (alert-events.ts).
import type { AlertState } from '../../../common/schemas/alert';
import type { Db } from '../../db/client';
import { auditChanges, recordAudit } from '../audit/audit.queries';
import type { SessionUser } from '../auth/session-user';
import * as q from './alerts.queries';

export async function listAlerts(db: Db, user: SessionUser, page: { before?: number; limit: number }) {
  const rows = await q.listAlerts(db, user.id, page);
  const alerts = rows.slice(0, page.limit);
  return { alerts, nextBefore: rows.length > page.limit ? alerts[alerts.length - 1].id : null };
}

export async function getAlertState(db: Db, user: SessionUser): Promise<AlertState> {
  const state = await q.getAlertState(db, user.id);
  return state ?? { unread: 0, seenId: 0, digest: false };
}

export async function markAlertsRead(db: Db, user: SessionUser, upTo?: number) {
  await q.markAlertsRead(db, user.id, upTo);
  return getAlertState(db, user);
}

/** The user's own switch; recorded in the audit log like every change to a user. */
export async function setDigest(db: Db, user: SessionUser, digest: boolean) {
  await db.transaction(async (tx) => {
    const before = await q.lockDigestSetting(tx, user.id);
    if (!before || before.digest === digest) return;
    await q.setDigest(tx, user.id, digest);
    await recordAudit(tx, user, [
      {
        entity: 'user',
        entityId: user.id,
        entityLabel: before.name,
        action: 'settings_updated',
        changes: auditChanges({ alertDigest: before.digest }, { alertDigest: digest }),
      },
    ]);
  });
  return getAlertState(db, user);
}
