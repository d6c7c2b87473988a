import type {
  AuditAction,
  AuditEntity,
  CustomerStatus,
  EmailLogKind,
  InvoiceEventKind,
  InvoiceKind,
  InvoiceStatus,
  RemovalChannel,
  RemovalCheckOutcome,
  RemovalDeadlineKind,
  RemovalReason,
  RemovalSource,
  RemovalState,
  ScanErrorType,
  SignalCode,
  UserRole,
} from './enums';
import type { ChanceLevel } from './schemas/removal-chance';

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

export const removalStateLabels: Record<RemovalState, string> = {
  ordered: 'Beauftragt',
  filed: 'Gemeldet',
  verifying: 'Wird geprüft',
  removed: 'Entfernt',
  refused: 'Abgelehnt',
  appealed: 'Einspruch',
  reinstated: 'Wieder sichtbar',
  cancelled: 'Storniert',
};

/**
 * A case's state in the owner's words (the customer portal, issue 36): the operator's labels,
 * except the appeal, which an owner knows as 'Widerspruch'.
 */
export const portalStateLabels: Record<RemovalState, string> = {
  ...removalStateLabels,
  appealed: 'Widerspruch eingelegt',
};

export const removalReasonLabels: Record<RemovalReason, string> = {
  no_contact: 'Kein Kundenkontakt',
  false_claim: 'Falsche Tatsachenbehauptung',
  insult: 'Beleidigung / Schmähkritik',
  off_topic: 'Themenfremd',
  personal_data: 'Personenbezogene Daten',
  conflict_of_interest: 'Interessenkonflikt',
  spam: 'Spam',
  other: 'Sonstiges',
};

/** The signals' short names, as 'Erfolgsquote nach Grund' lists them per signal (decision 076). */
export const signalLabels: Record<SignalCode, string> = {
  no_text: 'Nur Sterne, kein Text',
  no_visit: 'Kein Besuch oder Kauf',
  hearsay: 'Gibt Gehörtes wieder',
  insult: 'Beleidigung',
  pejorative: 'Abwertender Ausdruck',
  phone_number: 'Telefonnummer',
  email_address: 'E-Mail-Adresse',
  staff_name: 'Nennt eine Person',
  politics: 'Politik',
  employment: 'Anstellung oder Bewerbung',
  other_business: 'Anderes Geschäft',
  competitor: 'Mitbewerber oder Eigeninteresse',
  fact_claim: 'Tatsachenbehauptung',
  link: 'Link oder Profil',
  advertising: 'Werbung',
  no_content: 'Kein lesbarer Inhalt',
  single_review_author: 'Einzige Bewertung des Profils',
  owner_replied: 'Inhaber hat geantwortet',
  experienced_author: 'Erfahrenes Profil',
  old_review: 'Älter als zwei Jahre',
};

export const removalSourceLabels: Record<RemovalSource, string> = {
  operator: 'Betreiber',
  portal: 'Kundenportal',
};

/** The Löschchance's levels as the operator reads them (decision 067). */
export const chanceLevelLabels: Record<ChanceLevel, string> = {
  high: 'hoch',
  medium: 'mittel',
  low: 'gering',
};

export const removalChannelLabels: Record<RemovalChannel, string> = {
  google: 'Google-Meldung',
  legal: 'Rechtliche Beschwerde',
  partner: 'Anwalt / Partner',
};

export const removalCheckOutcomeLabels: Record<RemovalCheckOutcome, string> = {
  found: 'Noch sichtbar',
  missing: 'Nicht mehr gefunden',
  raised: 'Bewertung angehoben',
  failed: 'Prüfung fehlgeschlagen',
  short: 'Lauf unvollständig',
};

export const removalDeadlineLabels: Record<RemovalDeadlineKind, string> = {
  file_by: 'Melden bis',
  appeal_from: 'Einspruch ab',
  appeal_until: 'Einspruch bis',
  watch_until: 'Beobachtet bis',
  refile: 'Erneut melden',
};

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  draft: 'Entwurf',
  open: 'Offen',
  overdue: 'Überfällig',
  paid: 'Bezahlt',
  cancelled: 'Storniert',
};

export const invoiceKindLabels: Record<InvoiceKind, string> = {
  invoice: 'Rechnung',
  cancellation: 'Stornorechnung',
};

/**
 * The state a Stornorechnung shows (issue 34): its own, so 'Storniert' names only the invoice it
 * cancelled. Stored, both are 'cancelled' (the tab 'Storniert' holds the pair, netting to zero).
 */
export const cancellationStatusLabel = 'Storno';

/** The number of the invoice a Stornorechnung cancels, or what stands for it once it is gone. */
export const cancelledNumber = (cancelsNumber: string | null) => cancelsNumber ?? 'einer gelöschten Rechnung';

/** 'Stornorechnung zu RE-2026-0001': how list, sheet and drawer name a correction. */
export const cancellationCaption = (cancelsNumber: string | null) =>
  `Stornorechnung zu ${cancelledNumber(cancelsNumber)}`;

/** The reminder levels: 1 and 2 go out automatically, 3 only by a person's click. */
export const reminderLevelLabels: Record<1 | 2 | 3, string> = {
  1: 'Zahlungserinnerung',
  2: 'Mahnung',
  3: 'Letzte Mahnung',
};

export const invoiceEventLabels: Record<InvoiceEventKind, string> = {
  created: 'Entwurf erstellt',
  line_removed: 'Position entfernt',
  finalized: 'Rechnung festgeschrieben',
  sent: 'Per E-Mail versandt',
  reminder: 'Erinnerung / Mahnung',
  payment: 'Zahlung erfasst',
  cancelled: 'Storniert',
};

/** Shown beside an e-mail log's subject; the offer (the usual kind) carries no mark. */
export const emailLogKindLabels: Record<EmailLogKind, string> = {
  review: 'Angebot',
  invoice: 'Rechnung',
  reminder: 'Mahnwesen',
  portal_order: 'Auftragsbestätigung',
  case_update: 'Neuigkeiten',
};

/** What the audit log says was done (issue 24, 'Änderungsprotokoll'). */
export const auditActionLabels: Record<AuditAction, string> = {
  created: 'Angelegt',
  updated: 'Geändert',
  deleted: 'Gelöscht',
  status_changed: 'Status geändert',
  activated: 'Aktiviert',
  deactivated: 'Deaktiviert',
  archived: 'Archiviert',
  restored: 'Wiederhergestellt',
  imported: 'Importiert',
  follow_up_set: 'Wiedervorlage gesetzt',
  follow_up_done: 'Wiedervorlage erledigt',
  settings_updated: 'Einstellungen geändert',
  password_changed: 'Passwort geändert',
  portal_link_created: 'Portal-Link erstellt',
};

/** The kind of thing an audit row is about; a company's row covers its settings too. */
export const auditEntityLabels: Record<AuditEntity, string> = {
  customer: 'Kunde',
  company: 'Firma/Einstellungen',
  user: 'Benutzer',
  review: 'Bewertung',
  email_log: 'E-Mail-Log',
};
