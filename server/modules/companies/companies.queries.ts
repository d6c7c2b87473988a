import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';

export type CompanyValues = Partial<typeof companies.$inferInsert>;

/** The legal footer of a company's e-mails (docs/product.md §10 "Lawful, paced e-mail"). */
export const legalFooterColumns = {
  legalName: companies.legalName,
  legalAddress: companies.legalAddress,
  managingDirectors: companies.managingDirectors,
  registerCourt: companies.registerCourt,
  registerNumber: companies.registerNumber,
  vatId: companies.vatId,
};

/** Who a company's mail to a customer comes from: name, mailbox, test mode, contact and footer. */
export const mailSenderColumns = {
  id: companies.id,
  name: companies.name,
  website: companies.website,
  gmailEmail: companies.gmailEmail,
  testMode: companies.testMode,
  testRecipient: companies.testRecipient,
  contactName: companies.contactName,
  contactPhone: companies.contactPhone,
  contactEmail: companies.contactEmail,
  registeredSeat: companies.registeredSeat,
  ...legalFooterColumns,
};

/** What the offer says of its sender beyond the footer, and its editable parts (issue 21). */
export const offerSenderColumns = {
  contactName: companies.contactName,
  contactPhone: companies.contactPhone,
  contactEmail: companies.contactEmail,
  registeredSeat: companies.registeredSeat,
  vatMode: companies.vatMode,
  offerSubject: companies.offerSubject,
  offerOpening: companies.offerOpening,
  offerClosing: companies.offerClosing,
  offerMinChance: companies.offerMinChance,
  offerNamesGround: companies.offerNamesGround,
};

/** What the company's invoices carry beyond the footer (issue 22, docs/decisions/044). */
export const billingColumns = {
  taxNumber: companies.taxNumber,
  iban: companies.iban,
  bic: companies.bic,
  bankName: companies.bankName,
  vatRate: companies.vatRate,
  paymentTermDays: companies.paymentTermDays,
  invoicePrefix: companies.invoicePrefix,
  invoiceNumberYear: companies.invoiceNumberYear,
  invoiceNumberDigits: companies.invoiceNumberDigits,
  reminderFirstDays: companies.reminderFirstDays,
  reminderSecondDays: companies.reminderSecondDays,
};

/** What a company's mailer needs; the password still sealed. */
export const mailAccountColumns = {
  gmailEmail: companies.gmailEmail,
  gmailPasswordSealed: companies.gmailPasswordSealed,
  smtpHost: companies.smtpHost,
  smtpPort: companies.smtpPort,
};

/** The public columns: the sealed secrets are never selected, only whether they are set. */
export const companyColumns = {
  id: companies.id,
  name: companies.name,
  website: companies.website,
  description: companies.description,
  gmailEmail: companies.gmailEmail,
  hasGmailPassword: sql<boolean>`${companies.gmailPasswordSealed} is not null`,
  smtpHost: companies.smtpHost,
  smtpPort: companies.smtpPort,
  hasApifyApiKey: sql<boolean>`${companies.apifyApiKeySealed} is not null`,
  apifyActorId: companies.apifyActorId,
  emailNotifications: companies.emailNotifications,
  dailyReports: companies.dailyReports,
  smsAlerts: companies.smsAlerts,
  twoFactor: companies.twoFactor,
  dataRetention: companies.dataRetention,
  ...legalFooterColumns,
  mailDailyCap: companies.mailDailyCap,
  mailPauseSeconds: companies.mailPauseSeconds,
  testMode: companies.testMode,
  testRecipient: companies.testRecipient,
  requireConsent: companies.requireConsent,
  caseUpdateMails: companies.caseUpdateMails,
  offerMinChance: companies.offerMinChance,
  offerNamesGround: companies.offerNamesGround,
  removalCountsRaisedRating: companies.removalCountsRaisedRating,
  maxRunCostUsd: companies.maxRunCostUsd,
  contactName: companies.contactName,
  contactPhone: companies.contactPhone,
  contactEmail: companies.contactEmail,
  registeredSeat: companies.registeredSeat,
  vatMode: companies.vatMode,
  signupSlug: companies.signupSlug,
  consentText: companies.consentText,
  consentTextVersion: companies.consentTextVersion,
  privacyNotice: companies.privacyNotice,
  offerSubject: companies.offerSubject,
  offerOpening: companies.offerOpening,
  offerClosing: companies.offerClosing,
  portalTerms: companies.portalTerms,
  portalTermsVersion: companies.portalTermsVersion,
  ...billingColumns,
  createdAt: companies.createdAt,
};

export type CompanyRow = Awaited<ReturnType<typeof listCompanies>>[number];

export function listCompanies(db: Db) {
  return db.select(companyColumns).from(companies).orderBy(companies.id);
}

export async function getCompanyById(db: Db, id: number) {
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.id, id));
  return row;
}

export async function companyExists(db: Db, id: number) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return row !== undefined;
}

export async function insertCompany(db: Db, values: typeof companies.$inferInsert) {
  const [row] = await db.insert(companies).values(values).returning(companyColumns);
  return row;
}

export async function updateCompany(db: Db, id: number, values: CompanyValues) {
  const [row] = await db.update(companies).set(values).where(eq(companies.id, id)).returning(companyColumns);
  return row;
}

/**
 * Where the company's secrets go (mail server, sender, actor), its row locked until the end of the
 * transaction, so a concurrent change cannot slip between the comparison and the write.
 */
export async function lockConnectionSettings(db: Db, id: number) {
  const [row] = await db
    .select({
      gmailEmail: companies.gmailEmail,
      smtpHost: companies.smtpHost,
      smtpPort: companies.smtpPort,
      apifyActorId: companies.apifyActorId,
    })
    .from(companies)
    .where(eq(companies.id, id))
    .for('update');
  return row;
}
