// The only file that talks SMTP (docs/product.md §10 "E-mail outcome").
import { randomBytes } from 'node:crypto';
import type { Transporter } from 'nodemailer';

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
}

/**
 * Why a message was not sent: `later` = refused for now (4xx) or never connected, safe to try again;
 * `daily_limit` = the mailbox's daily sending limit (Gmail 550 5.4.5); `refused` = for good (5xx,
 * login); `unknown` = the connection broke mid-way, the message may have arrived: never resend it.
 */
export type SendFailure = 'later' | 'daily_limit' | 'refused' | 'unknown';

export type SendResult =
  | { ok: true; messageId: string; response: string }
  | { ok: false; message: string; failure: SendFailure };

export interface Mailer {
  /** Never throws for what the server answers: the result says sent or why not. */
  send(mail: OutgoingMail): Promise<SendResult>;
  verify(): Promise<{ connected: boolean; message?: string }>;
  close(): void;
}

const loopback = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * One connection per company, reused for a scan's mails. pool with maxRequeues 0: nodemailer's
 * pool would otherwise resend a message after a dropped connection, and a mail whose outcome is
 * unknown must never go out twice.
 */
export function createMailer(account: MailAccount, opts: { timeoutMs?: number } = {}): Mailer {
  const timeout = opts.timeoutMs ?? 30_000;
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
    }),
  );

  return {
    async send(mail) {
      try {
        const info = await (await transporter).sendMail({ ...mail, messageId: mail.messageId });
        return {
          ok: true,
          messageId: info.messageId ?? mail.messageId,
          response: String(info.response ?? ''),
        };
      } catch (error) {
        return { ok: false, ...describeSmtpError(error) };
      }
    },
    async verify() {
      try {
        await (await transporter).verify();
        return { connected: true };
      } catch (error) {
        return { connected: false, message: describeSmtpError(error).message };
      }
    },
    close() {
      void transporter.then((t) => t.close());
    },
  };
}

/** The server's reply in a German sentence; never the password (nodemailer does not echo it). */
export function describeSmtpError(error: unknown): { message: string; failure: SendFailure } {
  const e = error as { code?: string; response?: string; responseCode?: number; message?: string };
  const reply = (e.response ?? e.message ?? String(error)).replace(/\s+/g, ' ').trim().slice(0, 300);
  if (e.code === 'EAUTH') return { message: `SMTP-Anmeldung fehlgeschlagen: ${reply}`, failure: 'refused' };
  if (e.responseCode) {
    const code = e.responseCode;
    const failure =
      code === 550 && /5\.4\.5|sending limit/i.test(reply)
        ? 'daily_limit'
        : code >= 400 && code < 500
          ? 'later'
          : 'refused';
    return { message: `SMTP-Fehler: ${reply}`, failure };
  }
  // No reply: a connection never made sent nothing; one that broke may have delivered the message.
  const neverConnected = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH/.test(reply);
  return { message: `SMTP-Server nicht erreichbar: ${reply}`, failure: neverConnected ? 'later' : 'unknown' };
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
