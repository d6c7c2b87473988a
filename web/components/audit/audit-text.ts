// The audit log's changes in German (issue 24, decision 051): 'Preis pro Bewertung: 89,00 € →
// 99,00 €', 'Passwort geändert'. Shared by the page 'Änderungsprotokoll' and the drawer's 'Änderungen'.
import { germanDay } from '@common/calendar-days';
import type { AuditEntity, CustomerStatus, UserRole } from '@common/enums';
import { formatDateTime, formatEuro, formatUsd } from '@common/format';
import { consentLabels, customerStatusLabels, roleLabels } from '@common/labels';
import { legalFooterLabels } from '@common/legal-footer';
import type { AuditChange } from '@common/schemas/audit';

const fieldLabels: Record<string, string> = {
  // customers
  name: 'Name',
  email: 'E-Mail',
  phone: 'Telefon',
  googleMapsLink: 'Google-Maps-Link',
  pricePerReview: 'Preis pro Bewertung',
  status: 'Status',
  contactPerson: 'Ansprechpartner',
  contactTitle: 'Anrede',
  isActive: 'Aktiv',
  optedOutAt: 'Abgemeldet am',
  consent: 'Einwilligung',
  consentDate: 'Einwilligung am',
  consentNote: 'Einwilligungsnotiz',
  billingName: 'Rechnungsempfänger',
  billingAddress: 'Rechnungsanschrift',
  note: 'Notiz',
  /** A new portal link (the drawer): how many older links it revoked. */
  portalLinks: 'Portal-Links',
  // follow-ups (written by the follow-ups module)
  dueAt: 'Fällig am',
  owner: 'Zuständig',
  doneAt: 'Erledigt am',
  // users
  role: 'Rolle',
  password: 'Passwort',
  // reviews
  isArchived: 'Archiviert',
  // companies and their settings
  website: 'Website',
  description: 'Beschreibung',
  gmailEmail: 'Absenderadresse',
  gmailPassword: 'App-Passwort',
  smtpHost: 'SMTP-Host',
  smtpPort: 'SMTP-Port',
  apifyApiKey: 'Apify-API-Schlüssel',
  apifyActorId: 'Actor-ID',
  maxRunCostUsd: 'Kostenlimit pro Lauf',
  emailNotifications: 'E-Mail-Benachrichtigungen',
  dailyReports: 'Tägliche Berichte',
  smsAlerts: 'SMS-Benachrichtigungen',
  twoFactor: 'Zwei-Faktor-Authentifizierung',
  dataRetention: 'Automatische Datenlöschung',
  ...legalFooterLabels,
  mailDailyCap: 'Tageslimit E-Mails',
  mailPauseSeconds: 'Pause zwischen E-Mails (Sekunden)',
  testMode: 'Testmodus',
  testRecipient: 'Testempfänger',
  requireConsent: 'Einwilligung erforderlich',
  caseUpdateMails: 'Kunden über Änderungen ihrer Löschaufträge informieren',
  removalCountsRaisedRating: 'Angehobene Bewertung zählt als Entfernung',
  contactName: 'Ansprechpartner',
  contactPhone: 'Telefon',
  contactEmail: 'E-Mail-Adresse für Rückfragen',
  registeredSeat: 'Sitz der Gesellschaft',
  vatMode: 'Umsatzsteuer',
  signupSlug: 'Adresse der Anmeldeseite',
  consentText: 'Einwilligungstext',
  consentTextVersion: 'Version des Einwilligungstexts',
  privacyNotice: 'Datenschutzhinweis',
  offerSubject: 'Betreff des Angebots',
  offerOpening: 'Einleitung des Angebots',
  offerClosing: 'Schluss des Angebots',
  portalTerms: 'Auftragsbedingungen (Kundenportal)',
  portalTermsVersion: 'Version der Auftragsbedingungen',
  taxNumber: 'Steuernummer',
  iban: 'IBAN',
  bic: 'BIC',
  bankName: 'Bank',
  vatRate: 'Umsatzsteuersatz',
  paymentTermDays: 'Zahlungsziel (Tage)',
  invoicePrefix: 'Rechnungspräfix',
  invoiceNumberYear: 'Jahr in der Rechnungsnummer',
  invoiceNumberDigits: 'Stellen der Rechnungsnummer',
  reminderFirstDays: 'Tage bis zur Zahlungserinnerung',
  reminderSecondDays: 'Tage bis zur Mahnung',
  // automation settings
  autoScanEnabled: 'Automatischer Scan',
  scanFrequency: 'Scan-Häufigkeit',
  scanTime: 'Scan-Uhrzeit',
  ratingThreshold: 'Bewertungsschwelle (Sterne)',
  reviewAge: 'Alter der Bewertungen',
};

const fieldOrder = Object.keys(fieldLabels);

/** A field's German name; an unknown one as it is. */
export function fieldLabel(field: string) {
  return fieldLabels[field] ?? field;
}

/** As the automation page offers them. */
const scanFrequencyLabels = { hourly: 'Stündlich', daily: 'Täglich', weekly: 'Wöchentlich (montags)' };

const EMPTY = '–';
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const pick = <T extends Record<string, string>>(labels: T, v: unknown) =>
  typeof v === 'string' && Object.hasOwn(labels, v) ? labels[v as keyof T] : String(v);

/** One value as the rest of the app shows it. */
export function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (field === 'pricePerReview') return formatEuro(value as string);
  if (field === 'maxRunCostUsd') return formatUsd(value as string);
  if (field === 'status') return pick(customerStatusLabels as Record<CustomerStatus, string>, value);
  if (field === 'consent') return pick(consentLabels, value);
  if (field === 'role') return pick(roleLabels as Record<UserRole, string>, value);
  if (field === 'scanFrequency') return pick(scanFrequencyLabels, value);
  if (typeof value === 'string' && ISO_DAY.test(value)) return germanDay(value);
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatDateTime(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A secret's change: only that it changed, or was removed. */
function secretLine(field: string, change: AuditChange) {
  const name = fieldLabel(field);
  return change.to === null ? `${name} entfernt` : `${name} geändert`;
}

/**
 * One line per changed field: 'Name: alt → neu'; only the new value for a field set from nothing
 * (a new customer), only the old one where the row names what was (a follow-up done).
 */
export function changeLines(changes: Record<string, AuditChange> | null): string[] {
  if (!changes) return [];
  // jsonb keeps keys in its own order: the lines follow the forms' order, unknown fields last.
  const rank = (field: string) => (field in fieldLabels ? fieldOrder.indexOf(field) : fieldOrder.length);
  const entries = Object.entries(changes).sort(([a], [b]) => rank(a) - rank(b));
  return entries.map(([field, change]) => {
    if (change.secret) return secretLine(field, change);
    const name = fieldLabel(field);
    const hasFrom = 'from' in change && change.from !== null && change.from !== undefined;
    const hasTo = 'to' in change;
    if (hasFrom && hasTo)
      return `${name}: ${formatValue(field, change.from)} → ${formatValue(field, change.to)}`;
    if (hasTo) return `${name}: ${formatValue(field, change.to)}`;
    return `${name}: ${formatValue(field, change.from)}`;
  });
}

/** The kind of thing a row is about, as a row names it (the filter says 'Firma/Einstellungen'). */
export const auditEntityNames: Record<AuditEntity, string> = {
  customer: 'Kunde',
  company: 'Firma',
  user: 'Benutzer',
  review: 'Bewertung',
  email_log: 'E-Mail-Log',
};
