import type { z } from 'zod';
import { DEFAULT_SMTP_HOST, DEFAULT_SMTP_PORT } from '../../../common/constants';
import type { UserRole } from '../../../common/enums';
import type {
  Company,
  createCompanySchema,
  patchCompanySchema,
  updateCompanySettingsSchema,
} from '../../../common/schemas/company';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { SecretBox } from '../../lib/secrets';
import type { AuditActor } from '../audit/audit.queries';
import * as q from './companies.queries';
import { recordCompanyChange } from './company-audit';

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

/** Who writes, and whether this is the demo (where mail and Apify are simulated). */
export interface WriteContext {
  role: UserRole;
  demo?: boolean;
  /** The signed-in user the audit log names (issue 24). */
  actor?: AuditActor | null;
}

export const smtpServerAdminOnlyMessage = 'Nur Administratoren dürfen SMTP-Host und SMTP-Port ändern';
export const demoConnectionSettingsMessage =
  'Im Demo-Modus lassen sich Absenderadresse, SMTP-Host und -Port, App-Passwort, Apify-API-Schlüssel und Actor-ID nicht ändern: die Demo simuliert E-Mail-Versand und Apify';

const forbidden = (message: string) => new AppError('FORBIDDEN', message);

export async function createCompany(db: Db, secrets: SecretBox, who: WriteContext, input: CreateInput) {
  // A new company's server is a choice too: only the default for everyone but admins.
  const customServer =
    (input.smtpHost !== undefined && input.smtpHost !== DEFAULT_SMTP_HOST) ||
    (input.smtpPort !== undefined && input.smtpPort !== DEFAULT_SMTP_PORT);
  if (who.demo && (customServer || input.gmailPassword)) throw forbidden(demoConnectionSettingsMessage);
  if (customServer && who.role !== 'admin') throw forbidden(smtpServerAdminOnlyMessage);
  const values = toValues(secrets, input);
  return db.transaction(async (tx) => {
    const row = await q.insertCompany(tx, { ...values, name: input.name });
    await recordCompanyChange(tx, who.actor, 'created', input, null, row);
    return toCompany(row);
  });
}

/**
 * PATCH (company modal) and PUT (settings page) alike: what is not given stays as stored. A stored
 * secret only ever goes where it was entered for: a new SMTP host, port or sender address drops
 * the app password, a new actor the Apify key (the actor's code runs with a token of the key's
 * account), unless the same request brings a new one. Only admins change host and port: the
 * connection test would otherwise probe any address for anyone (issue 17).
 */
export async function updateCompany(
  db: Db,
  secrets: SecretBox,
  who: WriteContext,
  id: number,
  input: UpdateInput,
  /** The settings page records 'settings_updated', the company modal 'updated'. */
  action: 'updated' | 'settings_updated' = 'updated',
) {
  return db.transaction(async (tx) => {
    const stored = await q.lockConnectionSettings(tx, id);
    if (!stored) throw companyNotFound();
    const before = await q.getCompanyById(tx, id);
    const changed = <T>(next: T | undefined, current: T) => next !== undefined && next !== current;
    const serverChanged =
      changed(input.smtpHost, stored.smtpHost) || changed(input.smtpPort, stored.smtpPort);
    const mailAccountChanged = serverChanged || changed(input.gmailEmail, stored.gmailEmail);
    const actorChanged = 'apifyActorId' in input && changed(input.apifyActorId, stored.apifyActorId);
    const newApifyKey = 'apifyApiKey' in input && input.apifyApiKey !== undefined;

    if (who.demo && (mailAccountChanged || actorChanged || input.gmailPassword || newApifyKey)) {
      throw forbidden(demoConnectionSettingsMessage);
    }
    if (serverChanged && who.role !== 'admin') throw forbidden(smtpServerAdminOnlyMessage);

    const values = toValues(secrets, input);
    if (mailAccountChanged && !input.gmailPassword) values.gmailPasswordSealed = null;
    if (actorChanged && !newApifyKey) values.apifyApiKeySealed = null;
    if ('signupSlug' in input && input.signupSlug && reservedSlugs.has(input.signupSlug)) {
      throw new AppError('BAD_REQUEST', slugTakenMessage);
    }
    // The proof of a sign-up (decision 043) and of a portal order (decision 071) names the version
    // of the text accepted: every change counts it up.
    if (before && 'consentText' in input && input.consentText !== undefined) {
      if (input.consentText !== before.consentText) values.consentTextVersion = before.consentTextVersion + 1;
    }
    if (before && 'portalTerms' in input && input.portalTerms !== undefined) {
      if (input.portalTerms !== before.portalTerms) values.portalTermsVersion = before.portalTermsVersion + 1;
    }
    const row =
      Object.keys(values).length === 0
        ? await q.getCompanyById(tx, id)
        : await q.updateCompany(tx, id, values).catch((error) => {
            if (isUniqueViolation(error)) throw new AppError('CONFLICT', slugTakenMessage);
            throw error;
          });
    if (!row) throw companyNotFound();
    await recordCompanyChange(tx, who.actor, action, input, before ?? null, row);
    return toCompany(row);
  });
}

export const slugTakenMessage =
  'Diese Adresse der Anmeldeseite ist bereits vergeben. Bitte wählen Sie eine andere.';
/** Path segments of the sign-up page's own routes (/alarm/confirm/{token}). */
const reservedSlugs = new Set(['confirm']);
