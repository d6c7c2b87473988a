import { isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import {
  DEFAULT_APIFY_ACTOR_ID,
  DEFAULT_INVOICING,
  DEFAULT_MAIL_DAILY_CAP,
  DEFAULT_MAIL_PAUSE_SECONDS,
  DEFAULT_MAX_RUN_COST_USD,
  DEFAULT_SMTP_HOST,
  DEFAULT_SMTP_PORT,
  MAIL_DAILY_CAP_MAX,
  MAIL_PAUSE_SECONDS_MAX,
} from '../constants';
import { scanFrequencies } from '../enums';
import {
  defaultOfferTemplate,
  type OfferPart,
  offerPartLabels,
  offerTemplateProblems,
} from '../offer-template';
import { defaultPortalTerms, PORTAL_TERMS_MAX_LENGTH } from '../portal-terms';
import { parsePrice } from '../price';
import { defaultPrivacyNotice, privacyNoticeProblems } from '../privacy-notice';
import { controlCharsMessage, isMultiLine, isOneLine } from './control-chars';

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
  legalName: z.string().nullable(),
  legalAddress: z.string().nullable(),
  managingDirectors: z.string().nullable(),
  registerCourt: z.string().nullable(),
  registerNumber: z.string().nullable(),
  vatId: z.string().nullable(),
  mailDailyCap: z.number(),
  mailPauseSeconds: z.number(),
  testMode: z.boolean(),
  testRecipient: z.string().nullable(),
  requireConsent: z.boolean(),
  /** 'Kunden über Änderungen ihrer Löschaufträge informieren' (decision 072). */
  caseUpdateMails: z.boolean(),
  /** 'Nur Bewertungen mit Löschchance ab … anbieten': null offers every review (decision 081). */
  offerMinChance: z.enum(['medium', 'high']).nullable(),
  /** 'Möglichen Löschgrund im Angebot nennen' (decision 081). */
  offerNamesGround: z.boolean(),
  /** The removal check counts a rating raised above the threshold as success (docs/decisions/042). */
  removalCountsRaisedRating: z.boolean(),
  /** 'Max. Kosten pro Lauf' in USD as decimal text ('5.00'): the cost cap of every Apify run (issue 23). */
  maxRunCostUsd: z.string(),
  // The offer's sender details and price statement (issue 21).
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  registeredSeat: z.string().nullable(),
  vatMode: z.enum(['standard', 'small_business']),
  // The public sign-up page /alarm/{signupSlug} and the consent text it shows (version counts up on change).
  signupSlug: z.string().nullable(),
  consentText: z.string().nullable(),
  consentTextVersion: z.number(),
  /** The privacy notice of the public pages (Art. 13 DSGVO); null: the default text (common/privacy-notice.ts). */
  privacyNotice: z.string().nullable(),
  // The offer's editable parts (null: the default text).
  offerSubject: z.string().nullable(),
  offerOpening: z.string().nullable(),
  offerClosing: z.string().nullable(),
  /** The terms of an order in the customer portal (null: common/portal-terms.ts's default) and their version. */
  portalTerms: z.string().nullable(),
  portalTermsVersion: z.number(),
  // Billing (issue 22): bank, tax number, VAT rate, payment term, invoice numbers, reminders.
  taxNumber: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  bankName: z.string().nullable(),
  vatRate: z.number(),
  paymentTermDays: z.number(),
  invoicePrefix: z.string(),
  invoiceNumberYear: z.boolean(),
  invoiceNumberDigits: z.number(),
  reminderFirstDays: z.number(),
  reminderSecondDays: z.number(),
  createdAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/** How a company's mailbox is doing (GET /api/companies/:id/sending). */
export const sendingStateSchema = z.object({
  /** Messages handed to SMTP in the last 24 hours, against the cap. */
  sentLast24h: z.number(),
  cap: z.number(),
  /** Mails waiting for the cap, a pause or another try. */
  waiting: z.number(),
  /** When the next waiting mail is due (ISO), else null. */
  nextAttemptAt: z.string().nullable(),
  /** Set while sending is paused after the mailbox's daily-limit reply (ISO). */
  pausedUntil: z.string().nullable(),
  pauseReason: z.string().nullable(),
  optedOutCustomers: z.number(),
  testMode: z.boolean(),
  /** Where test mode sends: the test address, else the company's mailbox. */
  testRecipient: z.string().nullable(),
  /** Labels of the legal footer fields still empty. */
  missingFooter: z.array(z.string()),
});
export type SendingState = z.infer<typeof sendingStateSchema>;

export const automationSettingsSchema = z.object({
  companyId: z.number(),
  autoScanEnabled: z.boolean(),
  emailNotifications: z.boolean(),
  scanFrequency: z.enum(scanFrequencies),
  scanTime: z.string(),
  ratingThreshold: z.number(),
  reviewAge: z.number(),
  /** The clock's next slot while automatic scanning is on (ISO), else null. */
  nextScanAt: z.string().nullable().optional(),
  /** When the newest scan of the company started (ISO), else null. */
  lastScanAt: z.string().nullable().optional(),
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
  .max(500, tooLong('Firmenname', 500))
  .refine(isOneLine, controlCharsMessage('Firmenname'));
const website = z
  .string({ error: invalidUrlMessage })
  .trim()
  .max(500, tooLong('Website', 500))
  .refine(isOneLine, controlCharsMessage('Website'))
  // 'www.firma.de' is how people write a website: the scheme is added, not asked for.
  .transform((v) => (v && !/^[a-z][a-z0-9+.-]*:/i.test(v) ? `https://${v}` : v))
  .refine((v) => v === '' || httpUrl.safeParse(v).success, invalidUrlMessage)
  .nullish()
  .transform(blankToNull);
const description = z
  .string({ error: 'Beschreibung muss Text sein' })
  .trim()
  .max(5000, tooLong('Beschreibung', 5000))
  .refine(isMultiLine, controlCharsMessage('Beschreibung'))
  .nullish()
  .transform(blankToNull);
const gmailEmail = z
  .string({ error: 'Ungültige E-Mail-Adresse' })
  .trim()
  .max(254, tooLong('E-Mail-Adresse', 254))
  .refine((v) => v === '' || email.safeParse(v).success, 'Ungültige E-Mail-Adresse')
  .nullish()
  .transform(blankToNull);
/** Secrets: blank or missing keeps the stored one (docs/product.md §5: "an empty password is omitted"). */
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
/** docs/product.md §5: the port is parsed as an integer; empty or non-numeric falls back to 587. */
const smtpPort = z
  .union([z.number(), z.string().max(20, smtpPortMessage), z.null()], { error: smtpPortMessage })
  .optional()
  .transform((v) => {
    if (v === undefined) return undefined;
    const n = typeof v === 'number' ? v : Number.parseInt(v ?? '', 10);
    return Number.isNaN(n) ? DEFAULT_SMTP_PORT : n;
  })
  .pipe(z.number().int(smtpPortMessage).min(1, smtpPortMessage).max(65535, smtpPortMessage).optional());
export const actorIdMessage =
  "Ungültige Actor-ID: erlaubt sind 'benutzer/actor', 'benutzer~actor' oder eine Actor-ID aus Buchstaben, Ziffern, '_', '-' und '.'";
/**
 * 'user/actor', 'user~actor' or a plain id ('nwua9Gu5YrADL7ZDj'). No part starts with a dot, so
 * none is '.' or '..' (a path step) in the request path.
 */
export const apifyActorIdPattern = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:[/~][A-Za-z0-9_-][A-Za-z0-9._-]*)?$/;
const apifyActorId = z
  .string({ error: actorIdMessage })
  .trim()
  .max(200, tooLong('Actor-ID', 200))
  .refine((v) => v === '' || apifyActorIdPattern.test(v), actorIdMessage)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || DEFAULT_APIFY_ACTOR_ID));
const runCostMessage = 'Max. Kosten pro Lauf: ein Betrag in USD zwischen 0,10 und 1.000, z. B. 5,00';
/** The cost cap of an Apify run in USD ('5,00' or '5.00'); blank restores the default. */
const maxRunCostUsd = z
  .union([z.string().max(20, runCostMessage), z.number(), z.null()], { error: runCostMessage })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    const text = v === null ? '' : String(v).trim();
    if (text === '') return DEFAULT_MAX_RUN_COST_USD;
    const price = parsePrice(text);
    if (!price.ok || Number(price.value) < 0.1 || Number(price.value) > 1000) {
      ctx.addIssue({ code: 'custom', message: runCostMessage });
      return z.NEVER;
    }
    return price.value;
  });
const flag = (label: string) => z.boolean({ error: `${label} muss true oder false sein` }).optional();
const footerText = (label: string, max = 300, allowed = isOneLine) =>
  z
    .string({ error: `${label} muss Text sein` })
    .trim()
    .max(max, tooLong(label, max))
    .refine(allowed, controlCharsMessage(label))
    .nullish()
    .transform(blankToNull);
const wholeNumber = (label: string, min: number, max: number, fallback: number) =>
  z
    .union([z.number(), z.string().max(20), z.null()], {
      error: `${label} muss eine ganze Zahl zwischen ${min} und ${max} sein`,
    })
    .optional()
    .transform((v) => {
      if (v === undefined) return undefined;
      if (v === null || v === '') return fallback;
      return typeof v === 'number' ? v : /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN;
    })
    .pipe(
      z
        .number()
        .int(`${label} muss eine ganze Zahl zwischen ${min} und ${max} sein`)
        .min(min, `${label} muss eine ganze Zahl zwischen ${min} und ${max} sein`)
        .max(max, `${label} muss eine ganze Zahl zwischen ${min} und ${max} sein`)
        .optional(),
    );

const mailFields = {
  website,
  description,
  gmailEmail,
  gmailPassword: secret('App-Passwort'),
  smtpHost,
  smtpPort,
};

/** The company's rules for removal cases (docs/decisions/042). */
const removalFields = {
  removalCountsRaisedRating: flag('Angehobene Bewertung zählt als Entfernung'),
};

/** Who the offer names as the person to talk to, and how it states prices (issue 21). */
const offerSenderFields = {
  contactName: footerText('Ansprechpartner'),
  contactPhone: footerText('Telefon', 50),
  contactEmail: footerText('E-Mail-Adresse für Rückfragen', 254),
  registeredSeat: footerText('Sitz der Gesellschaft'),
  vatMode: z.enum(['standard', 'small_business'], { error: 'Ungültige Umsatzsteuer-Angabe' }).optional(),
};

const slugMessage = 'Adresse der Anmeldeseite: 3–60 Zeichen aus Kleinbuchstaben, Ziffern und Bindestrichen';
/** The public sign-up page's address and the consent text it shows (issue 21). */
const signupFields = {
  signupSlug: z
    .string({ error: slugMessage })
    .trim()
    .toLowerCase()
    .refine((v) => v === '' || /^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/.test(v), slugMessage)
    .nullish()
    .transform(blankToNull),
  consentText: footerText('Einwilligungstext', 2000, isMultiLine),
  privacyNotice: footerText('Datenschutzhinweis', 10000, isMultiLine)
    .superRefine((v, ctx) => {
      for (const message of v ? privacyNoticeProblems(v) : []) ctx.addIssue({ code: 'custom', message });
    })
    // The default text itself is stored as "no text of its own", so it follows when the default changes.
    .transform((v) => (v?.replace(/\r\n?/g, '\n') === defaultPrivacyNotice ? null : v)),
};

/** The terms of a portal order (decision 071): the default text itself is stored as null, so it follows the default. */
const portalTermsFields = {
  portalTerms: footerText('Auftragsbedingungen', PORTAL_TERMS_MAX_LENGTH, isMultiLine).transform((v) =>
    v?.replace(/\r\n?/g, '\n') === defaultPortalTerms ? null : v,
  ),
};

const ibanMessage = 'Ungültige IBAN (Prüfziffer oder Länge stimmt nicht)';
const bicMessage = 'Ungültige BIC (8 oder 11 Zeichen, z. B. COBADEFFXXX)';
const taxNumberMessage = 'Ungültige Steuernummer (10 bis 13 Ziffern, z. B. 22/815/08151)';
const prefixMessage = 'Präfix: höchstens 10 Zeichen aus Buchstaben, Ziffern und Bindestrichen';
/** IBAN and BIC checked by ibantools (checksum, country length), stored without spaces, upper case. */
const bankCode = (message: string, valid: (v: string) => boolean) =>
  z
    .string({ error: message })
    .max(50, message)
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine((v) => v === '' || valid(v), message)
    .nullish()
    .transform(blankToNull);
/** The company's billing data (issue 22, docs/decisions/044). */
const billingFields = {
  taxNumber: footerText('Steuernummer', 30).refine(
    (v) => !v || (/^[0-9][0-9 /]*$/.test(v) && /^\d{10,13}$/.test(v.replace(/[ /]/g, ''))),
    taxNumberMessage,
  ),
  iban: bankCode(ibanMessage, (v) => isValidIBAN(v)),
  bic: bankCode(bicMessage, (v) => isValidBIC(v)),
  bankName: footerText('Bank', 100),
  vatRate: wholeNumber('Umsatzsteuersatz', 0, 99, DEFAULT_INVOICING.vatRate),
  paymentTermDays: wholeNumber('Zahlungsziel', 0, 365, DEFAULT_INVOICING.paymentTermDays),
  invoicePrefix: z
    .string({ error: prefixMessage })
    .trim()
    .refine((v) => /^[A-Za-z0-9-]{0,10}$/.test(v), prefixMessage)
    .transform((v) => v.replace(/-+$/, ''))
    .nullish()
    .transform((v) => (v === null ? '' : v)),
  invoiceNumberYear: flag('Jahr in der Rechnungsnummer'),
  invoiceNumberDigits: wholeNumber(
    'Stellen der laufenden Nummer',
    1,
    8,
    DEFAULT_INVOICING.invoiceNumberDigits,
  ),
  reminderFirstDays: wholeNumber(
    'Tage bis zur Zahlungserinnerung',
    1,
    365,
    DEFAULT_INVOICING.reminderFirstDays,
  ),
  reminderSecondDays: wholeNumber('Tage bis zur Mahnung', 1, 365, DEFAULT_INVOICING.reminderSecondDays),
};
const remindersInOrder = (v: { reminderFirstDays?: number; reminderSecondDays?: number }) =>
  v.reminderFirstDays === undefined ||
  v.reminderSecondDays === undefined ||
  v.reminderSecondDays > v.reminderFirstDays;
export const reminderOrderMessage = 'Die Mahnung muss später kommen als die Zahlungserinnerung';

/** The offer's editable parts; placeholders and the protected parts are checked in common/offer-template.ts. */
const offerText = (part: OfferPart, max: number, allowed = isOneLine) =>
  footerText(offerPartLabels[part], max, allowed)
    .superRefine((v, ctx) => {
      for (const message of v ? offerTemplateProblems(part, v) : [])
        ctx.addIssue({ code: 'custom', message });
    })
    // The default text itself is stored as "no template", so it follows when the default changes.
    .transform((v) => (v?.replace(/\r\n?/g, '\n') === defaultOfferTemplate[part] ? null : v));
/** Which reviews the offer names, by their Löschchance (issue 37 point 4, decision 081). */
const offerChanceFields = {
  offerMinChance: z
    .enum(['medium', 'high'], { error: 'Löschchance ab: „mittel“ oder „hoch“, oder leer für alle' })
    .nullable()
    .optional(),
  offerNamesGround: flag('Möglichen Löschgrund im Angebot nennen'),
};

export const offerTemplateFields = {
  offerSubject: offerText('offerSubject', 200),
  offerOpening: offerText('offerOpening', 2000, isMultiLine),
  offerClosing: offerText('offerClosing', 2000, isMultiLine),
};

/** The company modal (POST /api/companies). */
export const createCompanySchema = z.strictObject({ name, ...mailFields, ...removalFields });
export type CreateCompany = z.input<typeof createCompanySchema>;

/** The company modal on edit (PATCH /api/companies/:id): every field optional. */
export const patchCompanySchema = z.strictObject({ name: name.optional(), ...mailFields, ...removalFields });
export type PatchCompany = z.input<typeof patchCompanySchema>;

/** The settings page (PUT /api/companies/:id). */
export const updateCompanySettingsSchema = z
  .strictObject({
    name,
    ...mailFields,
    apifyApiKey: secret('API-Schlüssel'),
    apifyActorId,
    maxRunCostUsd,
    emailNotifications: flag('E-Mail-Benachrichtigungen'),
    dailyReports: flag('Tägliche Berichte'),
    smsAlerts: flag('SMS-Benachrichtigungen'),
    twoFactor: flag('Zwei-Faktor-Authentifizierung'),
    dataRetention: flag('Automatische Datenlöschung'),
    legalName: footerText('Firmenname mit Rechtsform'),
    legalAddress: footerText('Anschrift', 500, isMultiLine),
    managingDirectors: footerText('Geschäftsführung'),
    registerCourt: footerText('Registergericht'),
    registerNumber: footerText('Registernummer', 100),
    vatId: footerText('USt-IdNr.', 50),
    mailDailyCap: wholeNumber('Tageslimit', 1, MAIL_DAILY_CAP_MAX, DEFAULT_MAIL_DAILY_CAP),
    mailPauseSeconds: wholeNumber(
      'Pause zwischen E-Mails',
      0,
      MAIL_PAUSE_SECONDS_MAX,
      DEFAULT_MAIL_PAUSE_SECONDS,
    ),
    testMode: flag('Testmodus'),
    testRecipient: gmailEmail,
    requireConsent: flag('Einwilligung erforderlich'),
    caseUpdateMails: flag('Kunden über Änderungen ihrer Löschaufträge informieren'),
    ...removalFields,
    ...offerSenderFields,
    ...signupFields,
    ...portalTermsFields,
    ...offerTemplateFields,
    ...offerChanceFields,
    ...billingFields,
  })
  .refine(remindersInOrder, { message: reminderOrderMessage, path: ['reminderSecondDays'] });
export type UpdateCompanySettings = z.input<typeof updateCompanySettingsSchema>;
