// The order the owner is putting together, checked in plain code against the contract's limits
// (common/schemas/portal.ts): zod would be most of the page's weight, and the server checks anyway.
import { PORTAL_NOTE_MAX_LENGTH, PORTAL_ORDER_MAX_ITEMS, PORTAL_SIGNER_MAX_LENGTH } from '@common/constants';
import type { RemovalReason } from '@common/enums';
import { invoiceTotals, priceToCents } from '@common/invoice-math';
import { isMultiLine, isOneLine } from '@common/schemas/control-chars';
import type { PortalOrderInput } from '@common/schemas/portal';

export interface DraftItem {
  reviewId: number;
  reason: RemovalReason | null;
  note: string;
}

/** Messages by place: 'items' (the list), `item:{reviewId}`, 'signerName'. */
export type DraftErrors = Record<string, string>;

export function checkDraft(items: DraftItem[], signerName: string): DraftErrors {
  const errors: DraftErrors = {};
  if (items.length === 0) errors.items = 'Bitte mindestens eine Bewertung auswählen.';
  if (items.length > PORTAL_ORDER_MAX_ITEMS)
    errors.items = `Höchstens ${PORTAL_ORDER_MAX_ITEMS} Bewertungen je Auftrag.`;
  for (const item of items) {
    const key = `item:${item.reviewId}`;
    if (!item.reason) errors[key] = 'Bitte einen Grund wählen.';
    else if (item.note.trim().length > PORTAL_NOTE_MAX_LENGTH)
      errors[key] = `Die Anmerkung darf höchstens ${PORTAL_NOTE_MAX_LENGTH} Zeichen haben.`;
    else if (!isMultiLine(item.note)) errors[key] = 'Die Anmerkung enthält unzulässige Zeichen.';
  }
  const name = signerName.trim();
  if (name.length < 2) errors.signerName = 'Bitte geben Sie Ihren vollständigen Namen ein.';
  else if (name.length > PORTAL_SIGNER_MAX_LENGTH)
    errors.signerName = `Der Name darf höchstens ${PORTAL_SIGNER_MAX_LENGTH} Zeichen haben.`;
  else if (!isOneLine(name)) errors.signerName = 'Der Name enthält unzulässige Zeichen.';
  return errors;
}

/** What the API takes, for a draft checkDraft found nothing wrong with. */
export function orderInput(items: DraftItem[], signerName: string, termsVersion: number): PortalOrderInput {
  return {
    items: items.map((i) => ({
      reviewId: i.reviewId,
      reason: i.reason as RemovalReason,
      ...(i.note.trim() ? { note: i.note.trim() } : {}),
    })),
    signerName: signerName.trim(),
    termsVersion,
  };
}

/** Net, VAT and gross of `count` reviews at the view's price, as the invoice will reckon them. */
export const orderTotals = (count: number, pricePerReview: string, vatRatePercent: number) =>
  invoiceTotals(Array(count).fill(priceToCents(pricePerReview)), vatRatePercent);

/**
 * The server's field errors (`items.2.note`, `signerName`) on the places of the form; the index
 * counts the items as sent.
 */
export function placeServerErrors(fields: Readonly<Record<string, string>>, sent: DraftItem[]): DraftErrors {
  const errors: DraftErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    const item = /^items\.(\d+)\./.exec(field);
    const reviewId = item ? sent[Number(item[1])]?.reviewId : undefined;
    if (reviewId !== undefined) errors[`item:${reviewId}`] = message;
    else if (field === 'signerName') errors.signerName = message;
    else errors.items = message;
  }
  return errors;
}
