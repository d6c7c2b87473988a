// Seller and buyer of an invoice as §14 (4) UStG asks them printed, and what is still missing
// before an invoice may be finalized. One place for the server (which refuses) and the pages
// (which say what to fill in). docs/product.md §13.
import type { InvoiceParty } from './schemas/invoice';

export interface SellerSource {
  name: string;
  legalName: string | null;
  legalAddress: string | null;
  website: string | null;
  contactName: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  gmailEmail: string | null;
  taxNumber: string | null;
  vatId: string | null;
  iban: string | null;
  bic: string | null;
  bankName: string | null;
  managingDirectors: string | null;
  registerCourt: string | null;
  registerNumber: string | null;
  registeredSeat: string | null;
}

export interface BuyerSource {
  name: string;
  billingName: string | null;
  billingAddress: string | null;
  email: string;
  contactPerson: string | null;
  phone: string | null;
}

const clean = (v: string | null | undefined) => v?.trim() || null;

export function sellerParty(c: SellerSource): InvoiceParty {
  return {
    name: clean(c.legalName) ?? c.name.trim(),
    address: clean(c.legalAddress) ?? '',
    email: clean(c.contactEmail) ?? clean(c.gmailEmail),
    phone: clean(c.contactPhone),
    contactName: clean(c.contactName),
    taxNumber: clean(c.taxNumber),
    vatId: clean(c.vatId),
    iban: clean(c.iban),
    bic: clean(c.bic),
    bankName: clean(c.bankName),
    managingDirectors: clean(c.managingDirectors),
    registerCourt: clean(c.registerCourt),
    registerNumber: clean(c.registerNumber),
    registeredSeat: clean(c.registeredSeat),
    website: clean(c.website),
  };
}

/** A buyer has none of the seller's tax, bank and register details. */
export const sellerOnlyFields = {
  taxNumber: null,
  vatId: null,
  iban: null,
  bic: null,
  bankName: null,
  managingDirectors: null,
  registerCourt: null,
  registerNumber: null,
  registeredSeat: null,
  website: null,
} as const satisfies Partial<InvoiceParty>;

export function buyerParty(c: BuyerSource): InvoiceParty {
  return {
    name: clean(c.billingName) ?? c.name.trim(),
    address: clean(c.billingAddress) ?? '',
    email: clean(c.email),
    phone: clean(c.phone),
    contactName: clean(c.contactPerson),
    ...sellerOnlyFields,
  };
}

/** What an invoice still lacks, as the operator fills it in (settings or the customer); empty: ready. */
export function missingForInvoice(seller: InvoiceParty, buyer: InvoiceParty): string[] {
  const missing: string[] = [];
  if (!seller.address) missing.push('Anschrift der Firma (Einstellungen → Impressum)');
  if (!seller.taxNumber && !seller.vatId) missing.push('Steuernummer oder USt-IdNr. der Firma');
  if (!seller.iban) missing.push('IBAN der Firma');
  // The e-invoice (XRechnung BR-DE-2) names a contact with phone and e-mail, and both e-mail addresses.
  if (!seller.phone) missing.push('Telefon der Firma (Einstellungen → Ansprechpartner)');
  if (!seller.email) missing.push('E-Mail-Adresse der Firma');
  if (!buyer.email) missing.push('E-Mail-Adresse des Kunden');
  if (!buyer.address) missing.push('Rechnungsanschrift des Kunden');
  return missing;
}
