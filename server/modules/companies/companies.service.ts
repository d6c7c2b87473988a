import type { z } from 'zod';
import { DEFAULT_AUTOMATION } from '../../../common/constants';
import { missingFooterFields } from '../../../common/legal-footer';
import type {
  AutomationSettings,
  Company,
  createCompanySchema,
  patchCompanySchema,
  SendingState,
  updateCompanySettingsSchema,
} from '../../../common/schemas/company';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secrets';
import { getSendingState as getSendingStateRow } from '../scans/mail.queries';
import * as q from './companies.queries';

export const companyNotFound = () => notFound('Firma nicht gefunden');

/** Throws the 404 of an unknown company; `undefined` (an unscoped list) passes. */
export async function ensureCompany(db: Db, id: number | undefined) {
  if (id !== undefined && !(await q.companyExists(db, id))) throw companyNotFound();
}

type CreateInput = z.output<typeof createCompanySchema>;
type UpdateInput = z.output<typeof patchCompanySchema> | z.output<typeof updateCompanySettingsSchema>;

export const toCompany = (row: q.CompanyRow): Company => ({ ...row, createdAt: row.createdAt.toISOString() });

/**
 * Input → column values. Secrets are sealed here and only here; a field left undefined (not sent,
 * or a blank secret) is dropped so the stored value stays.
 */
function toValues(secrets: SecretBox, input: UpdateInput): q.CompanyValues {
  const { gmailPassword, apifyApiKey, ...rest } = { apifyApiKey: undefined, ...input };
  const values: q.CompanyValues = { ...rest };
  if (gmailPassword) values.gmailPasswordSealed = secrets.seal(gmailPassword);
  if (apifyApiKey) values.apifyApiKeySealed = secrets.seal(apifyApiKey);
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

export async function listCompanies(db: Db) {
  return (await q.listCompanies(db)).map(toCompany);
}

export async function getCompany(db: Db, id: number) {
  const row = await q.getCompanyById(db, id);
  if (!row) throw companyNotFound();
  return toCompany(row);
}

export async function createCompany(db: Db, secrets: SecretBox, input: CreateInput) {
  const values = toValues(secrets, input);
  return toCompany(await q.insertCompany(db, { ...values, name: input.name }));
}

/** PATCH (company modal) and PUT (settings page) alike: what is not given stays as stored. */
export async function updateCompany(db: Db, secrets: SecretBox, id: number, input: UpdateInput) {
  const values = toValues(secrets, input);
  if (Object.keys(values).length === 0) return getCompany(db, id);
  const row = await q.updateCompany(db, id, values);
  if (!row) throw companyNotFound();
  return toCompany(row);
}

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
