// The automation settings of a company (docs/product.md §2 "Automation"): stored values or the
// defaults, with the clock's next slot and the newest scan's start.
import { DEFAULT_AUTOMATION } from '../../../common/constants';
import type { AutomationSettings } from '../../../common/schemas/company';
import type { UpdateAutomationSettings } from '../../../common/schemas/scan';
import type { Db } from '../../db/client';
import { type AuditActor, auditChanges, recordAudit } from '../audit/audit.queries';
import { getCompanyById } from '../companies/companies.queries';
import { companyNotFound } from '../companies/companies.service';
import { listScans } from '../scans/scans.queries';
import { nextSlot } from '../scans/slots';
import * as q from './automation.queries';

/** The stored settings or the defaults; e-mail notifications are the company's own flag. */
export async function getAutomationSettings(db: Db, companyId: number): Promise<AutomationSettings> {
  const row = await q.getAutomationSettingsRow(db, companyId);
  if (!row) throw companyNotFound();
  return {
    companyId,
    autoScanEnabled: row.autoScanEnabled ?? true,
    emailNotifications: row.emailNotifications,
    scanFrequency: row.scanFrequency ?? DEFAULT_AUTOMATION.scanFrequency,
    scanTime: row.scanTime ?? DEFAULT_AUTOMATION.scanTime,
    ratingThreshold: row.ratingThreshold ?? DEFAULT_AUTOMATION.ratingThreshold,
    reviewAge: row.reviewAge ?? DEFAULT_AUTOMATION.reviewAge,
  };
}

/** The stored settings with the clock's next slot and the newest scan's start. */
export async function getAutomation(
  db: Db,
  companyId: number,
  now = new Date(),
): Promise<AutomationSettings> {
  const settings = await getAutomationSettings(db, companyId);
  const [last] = await listScans(db, companyId, 1);
  return {
    ...settings,
    nextScanAt: settings.autoScanEnabled ? nextSlot(settings, now).at.toISOString() : null,
    lastScanAt: last?.startedAt.toISOString() ?? null,
  };
}

/** Saves the settings; what changed goes into the audit log as 'settings_updated' in the same transaction. */
export async function updateAutomation(
  db: Db,
  companyId: number,
  input: UpdateAutomationSettings,
  actor: AuditActor | null = null,
) {
  const company = await getCompanyById(db, companyId);
  if (!company) throw companyNotFound();
  const { emailNotifications, ...settings } = input;
  await db.transaction(async (tx) => {
    const { companyId: _, ...before } = await getAutomationSettings(tx, companyId);
    await q.saveAutomationSettings(tx, companyId, emailNotifications, settings);
    const { companyId: __, ...after } = await getAutomationSettings(tx, companyId);
    const changes = auditChanges(before, after);
    if (!changes) return;
    await recordAudit(tx, actor && { id: actor.id, name: actor.name }, [
      {
        entity: 'company',
        entityId: companyId,
        entityLabel: company.name,
        companyId,
        action: 'settings_updated',
        changes,
      },
    ]);
  });
  return getAutomation(db, companyId);
}
