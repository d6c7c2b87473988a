// What a failed send means for the message: may it be tried again, is it refused for good, or may it
// have arrived (docs/decisions/031-lawful-paced-email.md, "What is retried").

/**
 * Why a message was not sent: `later` = refused for now (4xx) or the connection failed before the
 * server accepted DATA, safe to try again; `daily_limit` = the mailbox's daily sending limit (Gmail
 * 550 5.4.5); `refused` = for good (5xx, login, a message the client cannot send); `unknown` = the
 * connection broke after the server accepted DATA, the message may have arrived: never resend it.
 */
/** A send an instance's end cut off after SMTP began: it may have arrived, so it is never sent again. */
export const interruptedMailMessage = 'Versand unterbrochen, Ergebnis unbekannt – nicht erneut gesendet';

export type SendFailure = 'later' | 'daily_limit' | 'refused' | 'unknown';

export interface SendOutcome {
  message: string;
  failure: SendFailure;
  /** The connection is gone (or unusable): the next message needs a new one. */
  connectionClosed: boolean;
}

/** How far one send got, as the server saw it. */
export interface SendProgress {
  /** The server answered DATA with 2xx/3xx: message data went out, it may have arrived. */
  dataAccepted: boolean;
  /** Its last 4xx/5xx reply, also when nodemailer's pool drops it (closing a reused connection). */
  refusal: string;
}

type LogEntry = { tnx?: string; sid?: unknown };

/**
 * A nodemailer logger that reads the transaction log (commands and replies, never the message or
 * the password: nodemailer masks AUTH) into `progress`. SMTP answers every command once and in
 * order, also pipelined, so the reply to DATA is the one paired with the DATA command.
 */
export function sendProgressLogger(progress: SendProgress) {
  // Commands waiting for their reply, per connection (a verify opens its own).
  const sessions = new Map<unknown, string[]>();
  const ignore = () => {};
  return {
    trace: ignore,
    info: ignore,
    warn: ignore,
    error: ignore,
    fatal: ignore,
    debug(entry: LogEntry, line: unknown) {
      if (typeof line !== 'string' || (entry.tnx !== 'client' && entry.tnx !== 'server')) return;
      let awaiting = sessions.get(entry.sid);
      if (!awaiting) {
        awaiting = [];
        sessions.set(entry.sid, awaiting);
        // Connections come and go over a mailer's life: keep the newest few.
        if (sessions.size > 8) sessions.delete(sessions.keys().next().value);
      }
      if (entry.tnx === 'client') {
        awaiting.push(line.split(' ', 1)[0].toUpperCase());
        return;
      }
      // The greeting and a closing 421 answer no command: shift() gives undefined.
      const command = awaiting.shift();
      if (command === 'DATA' && /^[23]/.test(line)) progress.dataAccepted = true;
      if (/^[45]\d\d/.test(line)) progress.refusal = line;
    },
  };
}

const refusedAt: Record<string, string> = {
  'MAIL FROM': 'Absender abgelehnt',
  'RCPT TO': 'Empfänger abgelehnt',
  DATA: 'Nachricht abgelehnt',
};

/**
 * The outcome of a failed send, by what the server said and at which step: a reply code decides
 * (4xx later, 5xx for good, 550 5.4.5 the daily limit); without one, a connection that failed
 * before the server accepted DATA delivered nothing (later), one that failed after may have (unknown).
 * Messages in German with the server's reply; never the password (nodemailer does not echo it).
 */
export function describeSendError(
  error: unknown,
  progress: SendProgress = { dataAccepted: false, refusal: '' },
): SendOutcome {
  const e = (error ?? {}) as {
    code?: string;
    command?: string;
    response?: string;
    responseCode?: number;
    message?: string;
  };
  const clean = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 300);
  // nodemailer's pool answers a refusal on a reused connection with its own "closed" error.
  const response = e.response ?? (progress.dataAccepted ? undefined : progress.refusal || undefined);
  const code = e.responseCode ?? (Number(/^[45]\d\d/.exec(response ?? '')?.[0]) || undefined);
  const reply = clean(response ?? e.message ?? String(error));
  // A refusal of one envelope or message (not a 421) leaves the session open for the next.
  const refusedOnly = (e.code === 'EENVELOPE' || e.code === 'EMESSAGE') && code !== 421;

  if (e.code === 'EAUTH' || e.code === 'ENOAUTH')
    return { message: `SMTP-Anmeldung fehlgeschlagen: ${reply}`, failure: 'refused', connectionClosed: true };
  if (code) {
    const connectionClosed = !refusedOnly;
    if (code === 550 && /5\.4\.5|sending limit/i.test(reply))
      return { message: `SMTP-Fehler: ${reply}`, failure: 'daily_limit', connectionClosed };
    if (code >= 400 && code < 500)
      return { message: `SMTP-Fehler: ${reply}`, failure: 'later', connectionClosed };
    const step = refusedAt[e.command ?? ''] ?? 'abgelehnt';
    return {
      message: `SMTP-Fehler: ${reply} – ${step}, kein neuer Versuch`,
      failure: 'refused',
      connectionClosed,
    };
  }
  // No reply: nodemailer itself refused the message (no recipient, too large): never sendable.
  if (e.code === 'EENVELOPE' || e.code === 'EMESSAGE')
    return { message: `E-Mail nicht versendbar: ${reply}`, failure: 'refused', connectionClosed: false };
  if (progress.dataAccepted)
    return {
      message: `Verbindung während des Versands abgebrochen, Ergebnis unbekannt – nicht erneut gesendet (${reply})`,
      failure: 'unknown',
      connectionClosed: true,
    };
  const neverConnected = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|EDNS/.test(
    `${e.code} ${(e as { originalCode?: string }).originalCode} ${reply}`,
  );
  return {
    message: neverConnected
      ? `SMTP-Server nicht erreichbar: ${reply}`
      : `SMTP-Verbindung vor dem Versand abgebrochen: ${reply}`,
    failure: 'later',
    connectionClosed: true,
  };
}
