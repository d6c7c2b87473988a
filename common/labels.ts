import type { CustomerStatus, ScanErrorType, UserRole } from './enums';

export const roleLabels: Record<UserRole, string> = {
  user: 'Benutzer',
  manager: 'Manager',
  admin: 'Administrator',
};

export const customerStatusLabels: Record<CustomerStatus, string> = {
  email_sent: 'Email gesendet',
  called: 'Angerufen',
  sold: 'Verkauft',
  not_sold: 'Nicht verkauft',
};

/** The log page says 'Ausstehend' for pending, the customer panel 'Wartend' (docs/product.md §4). */
export const emailLogStatusLabels = {
  sent: 'Gesendet',
  failed: 'Fehlgeschlagen',
  pending: 'Ausstehend',
} as const;
export const emailLogStatusLabelsPanel = {
  sent: 'Gesendet',
  failed: 'Fehlgeschlagen',
  pending: 'Wartend',
} as const;

export const scanLogStatusLabels: Record<string, string> = {
  success: 'Erfolgreich',
  error: 'Fehler',
  skipped: 'Übersprungen',
};

export const scanErrorTypeLabels: Record<ScanErrorType, string> = {
  missing_url: 'Fehlende URL',
  invalid_url: 'Ungültige URL',
  apify_error: 'Scraping-Fehler',
  email_error: 'E-Mail-Fehler',
  system_error: 'Systemfehler',
  processing_error: 'Verarbeitungsfehler',
};

/** The consent basis of a customer (docs/product.md §10 "Lawful, paced e-mail"). */
export const consentLabels = {
  none: 'Keine',
  requested: 'Angefragt',
  given: 'Erteilt',
} as const;
