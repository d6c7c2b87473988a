// The owner's e-mail choice in the portal (docs/product.md §15, decision 079): the opt-out is the
// mails' own (same record, same bell), the consent is recorded with a proof as strong as the
// sign-up's: the company's current text and version, time, address, browser, and the mail whose
// personal link the owner opened. Both are idempotent.
import { formatDateTime } from '../../../common/format';
import type { PortalConsentInput, PortalMailResult } from '../../../common/schemas/portal';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { recordConsent } from '../customers/consent.queries';
import { clearOptOut, markOptedOut } from '../sending/unsubscribe.queries';
import { readMailFacts } from './portal-consent.queries';
import type { PortalAccess } from './portal-links';
import { mailOf } from './portal-mail';

const goneMessage = 'Kunde nicht gefunden';
const optedOutMessage = (company: string) =>
  `Erledigt: Sie erhalten keine E-Mails zu neuen Bewertungen mehr von ${company}.`;
const consentedMessage = (company: string) =>
  `Vielen Dank! Sie erhalten wieder E-Mails zu neuen Bewertungen von ${company}.`;
export const changedTextMessage =
  'Der Einwilligungstext wurde inzwischen geändert. Bitte lesen Sie ihn erneut und bestätigen Sie dann.';
export const noTextMessage = (company: string) =>
  `Eine Einwilligung ist hier zurzeit nicht möglich. Bitte wenden Sie sich an ${company}.`;
export const notFromMailMessage = (company: string) =>
  `Ihre Einwilligung können Sie nur über den Link aus einer E-Mail geben, die Sie von ${company} erhalten haben. Bitte öffnen Sie das Kundenportal über diesen Link.`;

async function answer(db: Db, access: PortalAccess, message: (company: string) => string) {
  const facts = await readMailFacts(db, access);
  if (!facts) throw notFound(goneMessage);
  return { message: message(facts.companyName), mail: mailOf(facts) } satisfies PortalMailResult;
}

/** POST /api/portal/{token}/opt-out: the unsubscribe link's opt-out (a second click changes nothing). */
export async function portalOptOut(
  db: Db,
  access: PortalAccess,
  now = new Date(),
): Promise<PortalMailResult> {
  await markOptedOut(db, access.customerId, now, 'Im Kundenportal abbestellt');
  return answer(db, access, optedOutMessage);
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/**
 * POST /api/portal/{token}/consent: under the customer's row lock, lifts the owner's own opt-out and
 * records consent 'given' with its proof; nothing when consent is given and mails are on already.
 */
export async function portalConsent(
  db: Db,
  access: PortalAccess,
  input: PortalConsentInput,
  client: ClientInfo,
  now = new Date(),
): Promise<PortalMailResult> {
  await db.transaction(async (tx) => {
    const facts = await readMailFacts(tx, access, true);
    if (!facts) throw notFound(goneMessage);
    const mail = mailOf(facts);
    if (mail.state === 'on' && mail.consentGiven) return;
    if (!mail.consent) throw new AppError('CONFLICT', noTextMessage(facts.companyName));
    if (!facts.mail) throw new AppError('FORBIDDEN', notFromMailMessage(facts.companyName));
    if (input.consentTextVersion !== mail.consent.version) throw new AppError('CONFLICT', changedTextMessage);
    await clearOptOut(tx, access.customerId);
    const sent = facts.mail.sentAt ? ` vom ${formatDateTime(facts.mail.sentAt)}` : '';
    await recordConsent(tx, {
      customerId: access.customerId,
      consent: 'given',
      source: 'portal',
      at: now,
      note: `Kundenportal: erteilt über den persönlichen Link aus der E-Mail${sent} an ${facts.mail.recipient ?? 'den Kunden'}`,
      proof: {
        ip: client.ip,
        userAgent: client.userAgent,
        consentText: mail.consent.text,
        consentTextVersion: mail.consent.version,
        email: facts.mail.recipient ?? '',
      },
    });
  });
  return answer(db, access, consentedMessage);
}
