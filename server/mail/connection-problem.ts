// What the connection test may say about a failure (issue 17): a class, never the far end's words.

export type ConnectionProblem = 'refused' | 'not_smtp' | 'auth' | 'timeout' | 'not_found' | 'tls' | 'other';

/** The connection test's answers: fixed German words, so no banner or reply of the far end shows. */
export const connectionProblemMessages: Record<ConnectionProblem, string> = {
  refused: 'Verbindung abgelehnt',
  not_smtp: 'Kein SMTP-Server',
  auth: 'Anmeldung fehlgeschlagen',
  timeout: 'Zeitüberschreitung',
  not_found: 'Server nicht gefunden',
  tls: 'Verschlüsselung (TLS) fehlgeschlagen',
  other: 'Verbindung fehlgeschlagen',
};

/**
 * The class of a failed connection test, from nodemailer's error codes only (its messages carry
 * the server's replies). A host and port that answer anything but SMTP ("SSH-2.0-…") are
 * 'not_smtp', whatever they said.
 */
export function classifyConnectionError(error: unknown): ConnectionProblem {
  const e = (error ?? {}) as { code?: unknown; originalCode?: unknown; command?: unknown };
  const codes = [e.code, e.originalCode].map((c) => String(c ?? ''));
  const has = (...names: string[]) => codes.some((c) => names.includes(c));
  if (has('EAUTH', 'ENOAUTH')) return 'auth';
  if (has('ETIMEDOUT', 'ESOCKETTIMEDOUT')) return 'timeout';
  if (has('ECONNREFUSED')) return 'refused';
  if (has('ENOTFOUND', 'EAI_AGAIN', 'EDNS')) return 'not_found';
  if (has('EPROTOCOL')) return 'not_smtp';
  if (has('ETLS') || codes.some((c) => c.startsWith('ERR_SSL'))) return 'tls';
  // A reply at EHLO that is no SMTP answer, or the far end hanging up on it.
  if (has('ECONNECTION') && e.command === 'EHLO') return 'not_smtp';
  return 'other';
}

export const connectionProblemMessage = (error: unknown) =>
  connectionProblemMessages[classifyConnectionError(error)];
