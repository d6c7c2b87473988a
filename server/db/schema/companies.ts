import { boolean, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import {
  DEFAULT_APIFY_ACTOR_ID,
  DEFAULT_AUTOMATION,
  DEFAULT_IMAP_HOST,
  DEFAULT_IMAP_PORT,
  DEFAULT_INVOICING,
  DEFAULT_MAIL_DAILY_CAP,
  DEFAULT_MAIL_PAUSE_SECONDS,
  DEFAULT_MAX_RUN_COST_USD,
  DEFAULT_SMTP_HOST,
  DEFAULT_SMTP_PORT,
} from '../../../common/constants';
import { createdAt, timestamptz } from './columns';

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  website: text('website'),
  description: text('description'),
  gmailEmail: text('gmail_email'),
  /** AES-256-GCM sealed (server/lib/secrets.ts); never sent to the browser. */
  gmailPasswordSealed: text('gmail_password_sealed'),
  smtpHost: text('smtp_host').notNull().default(DEFAULT_SMTP_HOST),
  smtpPort: integer('smtp_port').notNull().default(DEFAULT_SMTP_PORT),
  /** Replies read from the same mailbox over IMAP (issue 24), with the same address and app password. */
  imapEnabled: boolean('imap_enabled').notNull().default(false),
  imapHost: text('imap_host').notNull().default(DEFAULT_IMAP_HOST),
  imapPort: integer('imap_port').notNull().default(DEFAULT_IMAP_PORT),
  apifyApiKeySealed: text('apify_api_key_sealed'),
  apifyActorId: text('apify_actor_id').notNull().default(DEFAULT_APIFY_ACTOR_ID),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  dailyReports: boolean('daily_reports').notNull().default(false),
  smsAlerts: boolean('sms_alerts').notNull().default(false),
  twoFactor: boolean('two_factor').notNull().default(false),
  dataRetention: boolean('data_retention').notNull().default(true),
  // The legal footer (Impressum) every notification e-mail carries.
  legalName: text('legal_name'),
  legalAddress: text('legal_address'),
  managingDirectors: text('managing_directors'),
  registerCourt: text('register_court'),
  registerNumber: text('register_number'),
  vatId: text('vat_id'),
  // Sending rules: a cap per rolling 24 hours, a pause between messages, test mode, consent.
  mailDailyCap: integer('mail_daily_cap').notNull().default(DEFAULT_MAIL_DAILY_CAP),
  mailPauseSeconds: integer('mail_pause_seconds').notNull().default(DEFAULT_MAIL_PAUSE_SECONDS),
  testMode: boolean('test_mode').notNull().default(false),
  /** Where test mode sends; empty means the company's own mailbox. */
  testRecipient: text('test_recipient'),
  requireConsent: boolean('require_consent').notNull().default(false),
  /** A customer hears by mail, at most once a day, when a case is filed, removed or refused (decision 072). */
  caseUpdateMails: boolean('case_update_mails').notNull().default(true),
  /** Offer only reviews whose Löschchance reaches this level; null offers every one (decision 081). */
  offerMinChance: text('offer_min_chance', { enum: ['medium', 'high'] }),
  /** The offer names the suggested ground of a 'hoch' or 'mittel' review in one sentence (decision 081). */
  offerNamesGround: boolean('offer_names_ground').notNull().default(false),
  // The offer mail's sender details (issue 21): who to talk to, the company's own address and seat,
  // and how prices are stated (19 % VAT, or the small-business note of §19 UStG).
  contactName: text('contact_name'),
  contactPhone: text('contact_phone'),
  contactEmail: text('contact_email'),
  registeredSeat: text('registered_seat'),
  vatMode: text('vat_mode', { enum: ['standard', 'small_business'] })
    .notNull()
    .default('standard'),
  /** The public 'Bewertungs-Alarm' sign-up page: /alarm/{signupSlug}; null until the company sets it up. */
  signupSlug: text('signup_slug').unique(),
  /** The consent text a business ticks on the sign-up page, in the company's words; its version counts up on every change. */
  consentText: text('consent_text'),
  consentTextVersion: integer('consent_text_version').notNull().default(0),
  /** The privacy notice (Art. 13 DSGVO) of its public pages; null: the default text (common/privacy-notice.ts). */
  privacyNotice: text('privacy_notice'),
  /** The offer's editable parts with placeholders (null: the default text); legal parts are not editable. */
  offerSubject: text('offer_subject'),
  offerOpening: text('offer_opening'),
  offerClosing: text('offer_closing'),
  /**
   * The terms the owner accepts when ordering in the customer portal (null: the default text,
   * common/portal-terms.ts); the version counts up on every change, the order's proof names it.
   */
  portalTerms: text('portal_terms'),
  portalTermsVersion: integer('portal_terms_version').notNull().default(1),
  /** 'Max. Kosten pro Lauf' (USD): every Apify run is started with this cost cap (maxTotalChargeUsd). */
  maxRunCostUsd: numeric('max_run_cost_usd', { precision: 10, scale: 2 })
    .notNull()
    .default(DEFAULT_MAX_RUN_COST_USD),
  /** A removal check counts a rating raised above the threshold as success (docs/decisions/042). */
  removalCountsRaisedRating: boolean('removal_counts_raised_rating').notNull().default(true),
  // Billing (issue 22, docs/decisions/044): what every invoice of the company carries. VAT follows
  // vatMode above ('small_business': no VAT and the §19 UStG note).
  taxNumber: text('tax_number'),
  iban: text('iban'),
  bic: text('bic'),
  bankName: text('bank_name'),
  /** Percent, for vatMode 'standard'. */
  vatRate: integer('vat_rate').notNull().default(DEFAULT_INVOICING.vatRate),
  paymentTermDays: integer('payment_term_days').notNull().default(DEFAULT_INVOICING.paymentTermDays),
  /** Invoice numbers: prefix, the year when set, and the running number padded to this many digits. */
  invoicePrefix: text('invoice_prefix').notNull().default(DEFAULT_INVOICING.invoicePrefix),
  invoiceNumberYear: boolean('invoice_number_year').notNull().default(DEFAULT_INVOICING.invoiceNumberYear),
  invoiceNumberDigits: integer('invoice_number_digits')
    .notNull()
    .default(DEFAULT_INVOICING.invoiceNumberDigits),
  /** Days after the due day for the automatic 'Zahlungserinnerung' and 'Mahnung'. */
  reminderFirstDays: integer('reminder_first_days').notNull().default(DEFAULT_INVOICING.reminderFirstDays),
  reminderSecondDays: integer('reminder_second_days').notNull().default(DEFAULT_INVOICING.reminderSecondDays),
  /** Set when the mailbox answered its daily limit: nothing is sent before then. */
  sendingPausedUntil: timestamptz('sending_paused_until'),
  sendingPauseReason: text('sending_pause_reason'),
  /** The earliest moment the next message may go out (the pause, shared by all instances). */
  nextSendAt: timestamptz('next_send_at'),
  createdAt: createdAt(),
});

/** One row per company; a missing row means the defaults. */
export const automationSettings = pgTable('automation_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  autoScanEnabled: boolean('auto_scan_enabled').notNull().default(true),
  scanFrequency: text('scan_frequency', { enum: ['hourly', 'daily', 'weekly'] })
    .notNull()
    .default(DEFAULT_AUTOMATION.scanFrequency),
  scanTime: text('scan_time').notNull().default(DEFAULT_AUTOMATION.scanTime),
  ratingThreshold: integer('rating_threshold').notNull().default(DEFAULT_AUTOMATION.ratingThreshold),
  reviewAge: integer('review_age').notNull().default(DEFAULT_AUTOMATION.reviewAge),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
