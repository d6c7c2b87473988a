// The customer portal on the wire (docs/api.md "Kundenportal", docs/decisions/070): what
// `GET /api/portal/{token}` answers and what `POST /api/portal/{token}/orders` takes. The portal's
// page (web/portal/) and the server (server/modules/portal/) both read these.
import { z } from 'zod';
import { PORTAL_NOTE_MAX_LENGTH, PORTAL_ORDER_MAX_ITEMS, PORTAL_SIGNER_MAX_LENGTH } from '../constants';
import { type InvoiceState, type RemovalReason, type RemovalState, removalReasons } from '../enums';
import type { LegalFooter } from '../legal-footer';
import { controlCharsMessage, isMultiLine, isOneLine } from './control-chars';
import { idSchema } from './params';
import type { ChanceLevel } from './removal-chance';

const reasonSchema = z.enum(removalReasons, { error: 'Bitte für jede Bewertung einen Grund wählen' });

export const portalOrderSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        reviewId: idSchema,
        reason: reasonSchema,
        note: z
          .string({ error: 'Ungültige Anmerkung' })
          .trim()
          .max(PORTAL_NOTE_MAX_LENGTH, `Anmerkung darf höchstens ${PORTAL_NOTE_MAX_LENGTH} Zeichen haben`)
          .refine(isMultiLine, controlCharsMessage('Anmerkung'))
          .transform((v) => v || undefined)
          .optional(),
      }),
      { error: 'Bitte mindestens eine Bewertung auswählen' },
    )
    .min(1, 'Bitte mindestens eine Bewertung auswählen')
    .max(PORTAL_ORDER_MAX_ITEMS, `Höchstens ${PORTAL_ORDER_MAX_ITEMS} Bewertungen je Auftrag`)
    .refine((items) => new Set(items.map((i) => i.reviewId)).size === items.length, {
      message: 'Jede Bewertung nur einmal auswählen',
    }),
  signerName: z
    .string({ error: 'Bitte Ihren Namen eingeben' })
    .trim()
    .min(2, 'Bitte Ihren vollständigen Namen eingeben')
    .max(PORTAL_SIGNER_MAX_LENGTH, `Name darf höchstens ${PORTAL_SIGNER_MAX_LENGTH} Zeichen haben`)
    .refine(isOneLine, controlCharsMessage('Name')),
  /** The version of the terms the owner read; a newer one on the server answers 409. */
  termsVersion: z.number({ error: 'Ungültige Version der Bedingungen' }).int().positive(),
});
export type PortalOrderInput = z.input<typeof portalOrderSchema>;

/** Money on the wire: euros with two decimals as a string ('49.00'), as invoices do. */
type Euros = string;

export interface PortalCompany extends LegalFooter {
  name: string;
  website: string | null;
  contactEmail: string | null;
  /** The company's privacy notice (common/privacy-notice.ts fills in a default). */
  privacyNotice: string;
}

/** A step of a case's timeline, in words the owner understands. */
export interface PortalCaseStep {
  at: string;
  text: string;
}

export interface PortalCase {
  id: number;
  state: RemovalState;
  /** 'Beauftragt', 'Gemeldet', 'Wird geprüft', 'Entfernt', 'Abgelehnt', … */
  stateLabel: string;
  /** What happens next and when, or null when nothing is pending. */
  next: string | null;
  orderedAt: string;
  reason: RemovalReason;
  price: Euros;
  timeline: PortalCaseStep[];
  /** The checks that found the review gone (the proof of a removal), newest first. */
  proof: { at: string; text: string }[];
}

export interface PortalReview {
  id: number;
  author: string;
  stars: number;
  /** ISO 8601. */
  publishedAt: string;
  text: string | null;
  url: string | null;
  /** The Löschchance (decision 080): level and suggested reason; null for 4–5 stars or not yet judged. */
  chance: { level: ChanceLevel; suggestedReason: RemovalReason | null } | null;
  case: PortalCase | null;
}

export interface PortalInvoice {
  id: number;
  number: string;
  kind: 'invoice' | 'cancellation';
  state: InvoiceState;
  issuedOn: string;
  dueOn: string | null;
  gross: Euros;
  open: Euros;
  pdfUrl: string;
  xmlUrl: string;
  /** The GiroCode (EPC QR code, SVG) for the amount still open; null when nothing is open. */
  giroCodeUrl: string | null;
}

export interface PortalOrder {
  id: number;
  createdAt: string;
  signerName: string;
  reviewIds: number[];
  net: Euros;
  vat: Euros;
  gross: Euros;
  pdfUrl: string;
}

/** One review of an order as its proof keeps it (portal_orders.items): what the owner saw and chose. */
export interface PortalOrderItemProof {
  reviewId: number;
  author: string | null;
  stars: number;
  /** ISO 8601, or null when the scraper gave no date. */
  publishedAt: string | null;
  text: string | null;
  url: string | null;
  reason: RemovalReason;
  note: string | null;
  /** Net price of this review, euros ('89.00'). */
  price: Euros;
}

/** POST /api/portal/{token}/orders answers 201 with the order and the cases it opened. */
export interface PortalOrderResult {
  order: PortalOrder;
  cases: (PortalCase & { reviewId: number })[];
}

/**
 * Whether the business gets the offer mails (decision 079): 'on' (consent given, or the company
 * mails without asking), 'no_consent' (the company mails only with consent and has none),
 * 'opted_out'. `since`: the day of the consent or the opt-out. `consent`: the company's current
 * consent text, shown before 'Wieder E-Mails erhalten'; null when the company has none (then only
 * the operator can record a consent). `canConsent`: this link came with a mail to the owner's
 * address (not a manager's hand-made link, not a test mail), the proof a consent needs.
 */
export interface PortalMail {
  state: 'on' | 'no_consent' | 'opted_out';
  since: string | null;
  consentGiven: boolean;
  consent: { text: string; version: number } | null;
  canConsent: boolean;
}

/** POST /api/portal/{token}/consent: the version of the consent text the owner read. */
export const portalConsentSchema = z.strictObject({
  consentTextVersion: z.number({ error: 'Ungültige Version des Einwilligungstexts' }).int().nonnegative(),
});
export type PortalConsentInput = z.input<typeof portalConsentSchema>;

/** The answer of both e-mail actions: the confirmation in German and the new state. */
export interface PortalMailResult {
  message: string;
  mail: PortalMail;
}

/** GET /api/portal/{token}. */
export interface PortalView {
  company: PortalCompany;
  /** `unsubscribeUrl`: the customer's own opt-out link (`/abmelden/{token}`, as in every mail). */
  customer: { name: string; optedOut: boolean; unsubscribeUrl: string };
  mail: PortalMail;
  /** Net price per review and the VAT rate (0 for a small business, §19 UStG). */
  pricePerReview: Euros;
  vatRatePercent: number;
  terms: { version: number; text: string };
  /** The owner's 1–3 star reviews found by the scans, newest first, with their cases. */
  reviews: PortalReview[];
  orders: PortalOrder[];
  invoices: PortalInvoice[];
}
