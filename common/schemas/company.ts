import { z } from 'zod';
import { DEFAULT_APIFY_ACTOR_ID, DEFAULT_SMTP_HOST, DEFAULT_SMTP_PORT } from '../constants';
import { scanFrequencies } from '../enums';

/** What the API answers for a company: the secrets only as has* flags, never their values. */
export const companySchema = z.object({
  id: z.number(),
  name: z.string(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  gmailEmail: z.string().nullable(),
  hasGmailPassword: z.boolean(),
  smtpHost: z.string(),
  smtpPort: z.number(),
  hasApifyApiKey: z.boolean(),
  apifyActorId: z.string(),
  emailNotifications: z.boolean(),
  dailyReports: z.boolean(),
  smsAlerts: z.boolean(),
  twoFactor: z.boolean(),
  dataRetention: z.boolean(),
  createdAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const automationSettingsSchema = z.object({
  companyId: z.number(),
  autoScanEnabled: z.boolean(),
  emailNotifications: z.boolean(),
  scanFrequency: z.enum(scanFrequencies),
  scanTime: z.string(),
  ratingThreshold: z.number(),
  reviewAge: z.number(),
});
export type AutomationSettings = z.infer<typeof automationSettingsSchema>;

export const companyNameRequiredMessage = 'Firmenname ist erforderlich';
export const invalidUrlMessage = 'Bitte geben Sie eine gültige URL ein';
export const smtpPortMessage = 'SMTP-Port muss eine ganze Zahl zwischen 1 und 65535 sein';

// In every input schema below: a missing field (undefined) means "not given" (the stored value or
// the column default stays), a blank one clears the field or restores its default.
const tooLong = (label: string, max: number) => `${label} darf höchstens ${max} Zeichen haben`;
const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v || null);
const httpUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });
const email = z.email();

const name = z
  .string({ error: companyNameRequiredMessage })
  .trim()
  .min(1, companyNameRequiredMessage)
  .max(500, tooLong('Firmenname', 500));
const website = z
  .string({ error: invalidUrlMessage })
  .trim()
  .max(500, tooLong('Website', 500))
  .refine((v) => v === '' || httpUrl.safeParse(v).success, invalidUrlMessage)
  .nullish()
  .transform(blankToNull);
const description = z
  .string({ error: 'Beschreibung muss Text sein' })
  .trim()
  .max(5000, tooLong('Beschreibung', 5000))
  .nullish()
  .transform(blankToNull);
const gmailEmail = z
  .string({ error: 'Ungültige E-Mail-Adresse' })
  .trim()
  .max(254, tooLong('E-Mail-Adresse', 254))
  .refine((v) => v === '' || email.safeParse(v).success, 'Ungültige E-Mail-Adresse')
  .nullish()
  .transform(blankToNull);
/** Secrets: blank or missing keeps the stored one (spec §5: "an empty password is omitted"). */
const secret = (label: string) =>
  z
    .string({ error: `${label} muss Text sein` })
    .max(500, tooLong(label, 500))
    .nullish()
    .transform((v) => (v?.trim() ? v : undefined));
const smtpHost = z
  .string({ error: 'Ungültiger SMTP-Host' })
  .trim()
  .max(253, tooLong('SMTP-Host', 253))
  .regex(/^[A-Za-z0-9.-]*$/, 'Ungültiger SMTP-Host')
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || DEFAULT_SMTP_HOST));
/** Spec §5: the port is parsed as an integer; empty or non-numeric falls back to 587. */
const smtpPort = z
  .union([z.number(), z.string().max(20, smtpPortMessage), z.null()], { error: smtpPortMessage })
  .optional()
  .transform((v) => {
    if (v === undefined) return undefined;
    const n = typeof v === 'number' ? v : Number.parseInt(v ?? '', 10);
    return Number.isNaN(n) ? DEFAULT_SMTP_PORT : n;
  })
  .pipe(z.number().int(smtpPortMessage).min(1, smtpPortMessage).max(65535, smtpPortMessage).optional());
const apifyActorId = z
  .string({ error: 'Ungültige Actor-ID' })
  .trim()
  .max(200, tooLong('Actor-ID', 200))
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || DEFAULT_APIFY_ACTOR_ID));
const flag = (label: string) => z.boolean({ error: `${label} muss true oder false sein` }).optional();

const mailFields = {
  website,
  description,
  gmailEmail,
  gmailPassword: secret('App-Passwort'),
  smtpHost,
  smtpPort,
};

/** The company modal (POST /api/companies). */
export const createCompanySchema = z.strictObject({ name, ...mailFields });
export type CreateCompany = z.input<typeof createCompanySchema>;

/** The company modal on edit (PATCH /api/companies/:id): every field optional. */
export const patchCompanySchema = z.strictObject({ name: name.optional(), ...mailFields });
export type PatchCompany = z.input<typeof patchCompanySchema>;

/** The settings page (PUT /api/companies/:id). */
export const updateCompanySettingsSchema = z.strictObject({
  name,
  ...mailFields,
  apifyApiKey: secret('API-Schlüssel'),
  apifyActorId,
  emailNotifications: flag('E-Mail-Benachrichtigungen'),
  dailyReports: flag('Tägliche Berichte'),
  smsAlerts: flag('SMS-Benachrichtigungen'),
  twoFactor: flag('Zwei-Faktor-Authentifizierung'),
  dataRetention: flag('Automatische Datenlöschung'),
});
export type UpdateCompanySettings = z.input<typeof updateCompanySettingsSchema>;
