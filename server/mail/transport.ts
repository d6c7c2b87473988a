// The only file that talks SMTP (docs/product.md §10 "E-mail outcome").
import { randomBytes } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import { connectionProblemMessage } from './connection-problem';
import { describeSendError, type SendFailure, type SendProgress, sendProgressLogger } from './send-outcome';

export type { SendFailure } from './send-outcome';

export interface MailAccount {
  host: string;
  port: number;
  user: string;
  password: string;
}

export interface OutgoingMail {
  /** "Company <address>". */
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  messageId: string;
  headers?: Record<string, string>;
  /** Files sent with the mail (an invoice's PDF and XML). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
}

export type SendResult =
  | { ok: true; messageId: string; response: string }
  /**
   * connectionClosed: the connection is gone, the next message needs a new one (see MailerCache).
   * withdrawn: `begin` said no, the message was never handed to the connection.
   */
  | { ok: false; message: string; failure: SendFailure; connectionClosed: boolean; withdrawn?: true };

/**
 * Asked once the connection is free for this message, right before it is handed over: false
 * withdraws it (another instance has it now). Whatever it records commits before SMTP begins.
 */
export type BeginSend = () => Promise<boolean>;

export interface Mailer {
  /**
   * Never throws for what the server answers: the result says sent or why not. Messages wait their
   * turn here, not in nodemailer's pool, so `begin` runs when this one's transaction is next.
   */
  send(mail: OutgoingMail, begin?: BeginSend, pauseMs?: number): Promise<SendResult>;
  /** Connection and login; on failure only the class of the problem, never the far end's words. */
  verify(): Promise<{ connected: boolean; message?: string }>;
  close(): void;
}

const loopback = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * One connection per company, reused for a scan's mails. pool with maxRequeues 0: nodemailer's
 * pool would otherwise resend a message after a dropped connection, and a mail whose outcome is
 * unknown must never go out twice; what may be tried again is tried on the same e-mail log row,
 * paced (modules/sending/delivery.ts). The transaction log tells how far a failed send got (send-outcome.ts):
 * the pool of one sends one message at a time, so one progress record per mailer suffices.
 */
export function createMailer(account: MailAccount, opts: { timeoutMs?: number } = {}): Mailer {
  const timeout = opts.timeoutMs ?? 30_000;
  const progress: SendProgress = { dataAccepted: false, refusal: '' };
  // nodemailer is loaded on first use: a web-only instance never sends mail.
  const transporter: Promise<Transporter> = import('nodemailer').then(({ default: nodemailer }) =>
    nodemailer.createTransport({
      pool: true,
      maxConnections: 1,
      maxRequeues: 0,
      host: account.host,
      port: account.port,
      secure: account.port === 465,
      // STARTTLS is required on the way to a real server; loopback sinks (tests, demo) speak plain SMTP.
      requireTLS: account.port !== 465 && !loopback.has(account.host),
      ignoreTLS: loopback.has(account.host),
      auth: { user: account.user, pass: account.password },
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout * 2,
      transactionLog: true,
      logger: sendProgressLogger(progress),
    }),
  );

  // One message at a time (the pool sends them one by one anyway), so `progress` is this one's.
  let previous: Promise<unknown> = Promise.resolve();
  // The pause between two messages holds from the end of one to the start of the next: the slots
  // that space the starts (sending.queries.ts) cannot see a first message slowed by its login.
  let lastEndedAt = 0;
  async function sendOne(mail: OutgoingMail, begin?: BeginSend, pauseMs = 0): Promise<SendResult> {
    const wait = lastEndedAt + pauseMs - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (begin && !(await begin())) {
      return { ok: false, message: '', failure: 'later', connectionClosed: false, withdrawn: true };
    }
    progress.dataAccepted = false;
    progress.refusal = '';
    try {
      const info = await (await transporter).sendMail({ ...mail, messageId: mail.messageId });
      return {
        ok: true,
        messageId: info.messageId ?? mail.messageId,
        response: String(info.response ?? ''),
      };
    } catch (error) {
      return { ok: false, ...describeSendError(error, progress) };
    } finally {
      lastEndedAt = Date.now();
    }
  }

  return {
    send(mail, begin, pauseMs) {
      const result = previous.then(() => sendOne(mail, begin, pauseMs));
      // A `begin` that threw (the database away) fails its own send only, not the ones behind it.
      previous = result.catch(() => undefined);
      return result;
    },
    async verify() {
      try {
        await (await transporter).verify();
        return { connected: true };
      } catch (error) {
        return { connected: false, message: connectionProblemMessage(error) };
      }
    },
    close() {
      void transporter.then((t) => t.close());
    },
  };
}

/** <random@domain> on the company's own domain (its website, else its mailbox's). */
export function messageIdFor(domainSource: string | null, key: string): string {
  let domain = 'localhost';
  if (domainSource) {
    const at = domainSource.lastIndexOf('@');
    try {
      domain = at >= 0 ? domainSource.slice(at + 1) : new URL(domainSource).hostname.replace(/^www\./, '');
    } catch {
      // keep localhost
    }
  }
  return `<${key}.${randomBytes(8).toString('hex')}@${domain || 'localhost'}>`;
}

/**
 * Where a recipient's 'Antworten' goes: always the sending mailbox, the one the app reads for
 * replies (modules/replies/mailbox-reader.ts), never the 'E-Mail für Rückfragen', whose mailbox
 * the app does not read; that address is named in the mail's text instead (decision 054).
 */
export const replyToOf = (company: { gmailEmail: string | null }) => company.gmailEmail ?? undefined;
