// The company mailer: the one place that opens a company's mailbox for sending, and says who a mail
// comes from and how its Message-ID is made. Offers and every registered kind (delivery.ts), the
// sign-up confirmations and the connection test use it (docs/decisions/062).
import type { SecretBox } from '../../lib/secrets';
import type { MailerCache } from '../../mail/mailer-cache';
import { createMailer, type MailAccount, type Mailer, messageIdFor, replyToOf } from '../../mail/transport';

/** Why a company sends nothing: no mailbox stored (the e-mail log's and the API's text). */
export const noMailAccountMessage =
  'Kein E-Mail-Konto (Gmail-Adresse und App-Passwort) für die Firma hinterlegt';

/** The same for a person at the settings: where to enter it. */
export const noMailAccountHint =
  'Für diese Firma ist kein E-Mail-Konto hinterlegt (Gmail-Adresse und App-Passwort in den Einstellungen).';

export interface MailboxCompany {
  smtpHost: string;
  smtpPort: number;
  gmailEmail: string | null;
  gmailPasswordSealed: string | null;
}

export type WithAccount<C> = C & { gmailEmail: string; gmailPasswordSealed: string };

/** Whether the company stored a mailbox and its app password. */
export const hasMailAccount = <C extends Pick<MailboxCompany, 'gmailEmail' | 'gmailPasswordSealed'>>(
  company: C,
): company is WithAccount<C> => Boolean(company.gmailEmail && company.gmailPasswordSealed);

/**
 * "Company <mailbox>" and where 'Antworten' goes: the mailbox the app reads (decision 054); the
 * address for questions ('E-Mail für Rückfragen') is named in the mail's text instead.
 */
export function companySender(company: { name: string; gmailEmail: string }) {
  return {
    from: `"${company.name.replace(/["\\]/g, '')}" <${company.gmailEmail}>`,
    replyTo: replyToOf(company),
  };
}

/** The one rule for a message id: on the company's own domain (website, else mailbox), stable per mail. */
export function companyMessageId(
  company: { website: string | null; gmailEmail: string | null },
  key: string,
) {
  return messageIdFor(company.website ?? company.gmailEmail, key);
}

const accountOf = (secrets: SecretBox, company: WithAccount<MailboxCompany>): MailAccount => ({
  host: company.smtpHost,
  port: company.smtpPort,
  user: company.gmailEmail,
  password: secrets.open(company.gmailPasswordSealed),
});

/**
 * The company's connection in this instance, kept by the MailerCache. Each lane has its own: a
 * sign-up confirmation never waits behind the mails of the paced delivery.
 */
export function companyMailer(
  deps: { secrets: SecretBox; mailers: MailerCache },
  company: WithAccount<MailboxCompany> & { id: number },
  lane: 'delivery' | 'signup',
): Mailer {
  return deps.mailers.get(
    `${lane}:${company.id}:${company.gmailPasswordSealed}`,
    accountOf(deps.secrets, company),
  );
}

/** The connection test: a connection of its own with a short timeout, closed after the login. */
export async function verifyCompanyMailbox(secrets: SecretBox, company: WithAccount<MailboxCompany>) {
  const mailer = createMailer(accountOf(secrets, company), { timeoutMs: 15_000 });
  try {
    return await mailer.verify();
  } finally {
    mailer.close();
  }
}
