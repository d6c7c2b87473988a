// The 'Bewertungs-Alarm' sign-up with double opt-in (docs/decisions/043): a sign-up waits for its
// link; only the confirmation records consent (with its proof) and makes the business a customer.
import { createHash, randomBytes } from 'node:crypto';
import { formatDateTime } from '../../../common/format';
import { privacyNoticeText } from '../../../common/privacy-notice';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secrets';
import type { MailerCache } from '../../mail/mailer-cache';
import { signupConfirmationMail } from '../../mail/signup-confirmation-mail';
import { recordConsent } from '../customers/consent.queries';
import { companyMailer, companyMessageId, companySender, hasMailAccount } from '../sending/company-mailer';
import { countSignupAttempt, deleteOldSignupAttempts } from './signup-throttle';
import * as q from './signups.queries';
import type { PublicCompany, SignupInput } from './signups.schemas';

export const SIGNUP_LINK_MS = 48 * 60 * 60 * 1000;
/** Within this time a second sign-up of the same address sends no second mail. */
export const RESEND_AFTER_MS = 10 * 60 * 1000;

export const pageNotFoundMessage = 'Anmeldeseite nicht gefunden';
export const checkMailMessage = (email: string) =>
  `Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir an ${email} gesendet haben.`;
export const alreadyPendingMessage = (email: string) =>
  `Für ${email} wartet bereits eine Anmeldung auf Ihre Bestätigung. Bitte öffnen Sie den Link in der E-Mail, die wir Ihnen gerade gesendet haben (auch im Spam-Ordner nachsehen). Eine neue E-Mail können Sie in einigen Minuten anfordern.`;
export const mailFailedMessage =
  'Die Bestätigungs-E-Mail konnte gerade nicht gesendet werden. Bitte versuchen Sie es später erneut.';
export const invalidLinkMessage =
  'Dieser Bestätigungslink ist ungültig. Bitte öffnen Sie den Link unverändert aus der E-Mail.';
export const expiredLinkMessage =
  'Dieser Bestätigungslink ist abgelaufen (er gilt 48 Stunden) oder wurde durch eine neuere Anmeldung ersetzt. Bitte melden Sie sich erneut an.';
export const usedLinkMessage = 'Diese Anmeldung ist bereits bestätigt. Sie müssen nichts weiter tun.';
export const pendingLinkMessage = 'Bitte bestätigen Sie Ihre Anmeldung.';
export const confirmedMessage = (company: string) =>
  `Vielen Dank! Ihre Anmeldung zum Bewertungs-Alarm von ${company} ist bestätigt.`;

export interface SignupContext {
  db: Db;
  config: Config;
  secrets: SecretBox;
  mailers: MailerCache;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

type CompanyRow = NonNullable<Awaited<ReturnType<typeof q.getCompanyBySlug>>>;

const publicFace = (c: CompanyRow): PublicCompany => ({
  name: c.name,
  website: c.website,
  legalName: c.legalName,
  legalAddress: c.legalAddress,
  managingDirectors: c.managingDirectors,
  registerCourt: c.registerCourt,
  registerNumber: c.registerNumber,
  vatId: c.vatId,
  registeredSeat: c.registeredSeat,
  contactEmail: c.contactEmail,
  consentText: c.consentText ?? '',
  consentTextVersion: c.consentTextVersion,
  privacyNotice: privacyNoticeText(c),
});

/** A company shows its page only once it has a slug and a consent text to ask for. */
async function signupCompany(db: Db, slug: string) {
  const company = await q.getCompanyBySlug(db, slug.toLowerCase());
  if (!company?.consentText?.trim()) throw notFound(pageNotFoundMessage);
  return company;
}

export async function getSignupPage(db: Db, slug: string) {
  return publicFace(await signupCompany(db, slug));
}

/**
 * Counts the attempt, then (honeypot empty, no fresh sign-up waiting) stores the sign-up with its
 * token's hash and mails the link. The answer never says whether the business is a customer.
 */
export async function signUp(
  ctx: SignupContext,
  slug: string,
  input: SignupInput,
  client: ClientInfo,
  now = new Date(),
): Promise<{ message: string }> {
  const company = await signupCompany(ctx.db, slug);
  await countSignupAttempt(ctx.db, client.ip, input.email, now);
  // A bot filled the field people never see: it is told what people are told, and nothing happens.
  if (input.website?.trim()) return { message: checkMailMessage(input.email) };
  if (!hasMailAccount(company)) throw new AppError('UNAVAILABLE', mailFailedMessage);

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SIGNUP_LINK_MS);
  const created = await ctx.db.transaction(async (tx) => {
    await q.lockCompany(tx, company.id);
    const pending = await q.findPendingSignup(tx, company.id, input.email, now);
    if (pending && now.getTime() - pending.createdAt.getTime() < RESEND_AFTER_MS) {
      throw new AppError('CONFLICT', alreadyPendingMessage(input.email));
    }
    await q.expirePendingSignups(tx, company.id, input.email, now);
    return q.insertSignup(tx, {
      companyId: company.id,
      tokenHash: sha256(token),
      name: input.name,
      contactTitle: input.contactTitle,
      contactPerson: input.contactPerson,
      email: input.email,
      googleMapsLink: input.googleMapsLink,
      consentText: company.consentText ?? '',
      consentTextVersion: company.consentTextVersion,
      ip: client.ip,
      userAgent: client.userAgent,
      createdAt: now,
      expiresAt,
    });
  });

  // Sent after the commit: no transaction is held across an SMTP exchange.
  const mail = signupConfirmationMail({
    company,
    signup: input,
    confirmUrl: `${ctx.config.publicUrl.replace(/\/+$/, '')}/alarm/confirm/${token}`,
    expiresAt,
  });
  // As the offers: from the company's mailbox, 'Antworten' reaches the mailbox the app reads.
  const result = await companyMailer(ctx, company, 'signup').send({
    ...companySender(company),
    to: input.email,
    ...mail,
    messageId: companyMessageId(company, `signup-${created.id}`),
    headers: { 'Auto-Submitted': 'auto-generated' },
  });
  if (!result.ok) {
    await q.deleteSignup(ctx.db, created.id);
    throw new AppError('UNAVAILABLE', mailFailedMessage);
  }
  return { message: checkMailMessage(input.email) };
}

type SignupRow = NonNullable<Awaited<ReturnType<typeof q.getSignupByTokenHash>>>;

function stateOf(signup: SignupRow, now: Date) {
  if (signup.confirmedAt) return 'confirmed' as const;
  return signup.expiresAt.getTime() <= now.getTime() ? ('expired' as const) : ('pending' as const);
}

async function confirmationView(db: Db, signup: SignupRow, state: ReturnType<typeof stateOf>) {
  const company = await q.getCompanyForMail(db, signup.companyId);
  if (!company) throw notFound(invalidLinkMessage);
  const { consentText: _text, consentTextVersion: _version, ...face } = publicFace(company);
  const message = { pending: pendingLinkMessage, expired: expiredLinkMessage, confirmed: usedLinkMessage }[
    state
  ];
  return { state, message, email: signup.email, slug: company.signupSlug, company: face };
}

/** What the page behind the link shows before anything is confirmed (a GET only asks). */
export async function getConfirmation(db: Db, token: string, now = new Date()) {
  const signup = await q.getSignupByTokenHash(db, sha256(token));
  if (!signup) throw notFound(invalidLinkMessage);
  return confirmationView(db, signup, stateOf(signup, now));
}

/**
 * The one act that records consent: under the company's and the sign-up's row locks (parallel
 * confirmations queue up, the second finds it confirmed), it creates the customer or updates the
 * one with the same e-mail or Maps link, and records consent 'given' with the proof.
 */
export async function confirmSignup(db: Db, token: string, now = new Date()) {
  const tokenHash = sha256(token);
  const found = await q.getSignupByTokenHash(db, tokenHash);
  if (!found) throw notFound(invalidLinkMessage);
  const signup = await db.transaction(async (tx) => {
    await q.lockCompany(tx, found.companyId);
    const row = await q.getSignupByTokenHash(tx, tokenHash, true);
    if (!row) throw notFound(invalidLinkMessage);
    const state = stateOf(row, now);
    if (state === 'confirmed') throw new AppError('CONFLICT', usedLinkMessage);
    if (state === 'expired') throw new AppError('CONFLICT', expiredLinkMessage);

    const values = {
      name: row.name,
      email: row.email,
      googleMapsLink: row.googleMapsLink,
      contactPerson: row.contactPerson,
      contactTitle: row.contactTitle,
    };
    const existing = await q.findMatchingCustomer(tx, row.companyId, row.email, row.googleMapsLink);
    let customerId: number;
    if (existing) {
      customerId = existing.id;
      // What the sign-up left blank (contact) keeps what the operator knew.
      await q.updateSignupCustomer(tx, customerId, {
        ...values,
        contactPerson: values.contactPerson ?? undefined,
        contactTitle: values.contactTitle ?? undefined,
      });
    } else {
      customerId = await q.insertSignupCustomer(tx, row.companyId, values);
    }
    await recordConsent(tx, {
      customerId,
      consent: 'given',
      source: 'signup',
      at: now,
      note: `Bewertungs-Alarm: angemeldet am ${formatDateTime(row.createdAt)}, bestätigt per E-Mail-Link`,
      proof: {
        ip: row.ip,
        userAgent: row.userAgent,
        consentText: row.consentText,
        consentTextVersion: row.consentTextVersion,
        email: row.email,
      },
    });
    await q.markSignupConfirmed(tx, row.id, now, customerId);
    return { ...row, confirmedAt: now, customerId };
  });
  const view = await confirmationView(db, signup, 'confirmed');
  return { ...view, message: confirmedMessage(view.company.name) };
}

/** Unconfirmed sign-ups a week past their link hold personal data nobody confirmed: gone. */
export async function deleteStaleSignups(db: Db, now = new Date()) {
  await q.deleteUnconfirmedBefore(db, new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000));
  await deleteOldSignupAttempts(db, now);
}
