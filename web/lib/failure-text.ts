// What a person reads when a call fails is German (issue 19). The thrown texts stay the spec's
// ('Failed to fetch reviews', docs/product.md §8) for code and tests; this turns them into sentences.

import { apiErrorOf } from './api-error';

const sentences: Record<string, string> = {
  'Failed to fetch companies': 'Die Firmen konnten nicht geladen werden.',
  'Failed to fetch company': 'Die Firma konnte nicht geladen werden.',
  'Failed to fetch customers': 'Die Kunden konnten nicht geladen werden.',
  'Failed to fetch reviews': 'Die Bewertungen konnten nicht geladen werden.',
  'Failed to fetch removals': 'Die Löschaufträge konnten nicht geladen werden.',
  'Failed to fetch removal': 'Der Löschauftrag konnte nicht geladen werden.',
  'Failed to fetch invoices': 'Die Rechnungen konnten nicht geladen werden.',
  'Failed to fetch invoice': 'Die Rechnung konnte nicht geladen werden.',
  'Failed to fetch email logs': 'Die E-Mail Logs konnten nicht geladen werden.',
  'Failed to fetch email log': 'Die E-Mail konnte nicht geladen werden.',
  'Failed to fetch dashboard stats': 'Die Kennzahlen konnten nicht geladen werden.',
  'Failed to fetch scan logs': 'Die Scan-Protokolle konnten nicht geladen werden.',
  'Failed to fetch users': 'Die Benutzer konnten nicht geladen werden.',
  'Failed to fetch sending state': 'Der Versandstatus konnte nicht geladen werden.',
  'Failed to save settings': 'Die Einstellungen konnten nicht gespeichert werden.',
  'Failed to archive review': 'Die Bewertung konnte nicht archiviert werden.',
  'Failed to unarchive review': 'Die Bewertung konnte nicht wiederhergestellt werden.',
  'Logout failed': 'Die Abmeldung ist fehlgeschlagen.',
  'Not authenticated': 'Sie sind nicht angemeldet.',
};

/** The German sentence for a failed call, or `fallback` when the error is not one of ours. */
export function failureText(error: unknown, fallback = 'Daten konnten nicht geladen werden.'): string {
  const message = error instanceof Error ? error.message : '';
  return Object.hasOwn(sentences, message) ? sentences[message] : fallback;
}

/**
 * The reason behind a failure in German: the server's `{message}` (German JSON, docs/api.md), a
 * lost connection, or nothing. Never the browser's or the spec's English text.
 */
export function failureReason(error: unknown): string {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  const apiError = apiErrorOf(cause);
  // fetch() itself rejects with a TypeError when the server cannot be reached.
  if (cause instanceof TypeError || apiError?.status === 0) return 'Der Server ist nicht erreichbar.';
  return apiError?.serverMessage ?? '';
}
