// Hand-built invoices for the document tests: odd amounts at 19 %, a §19 small business, a
// cancellation, a draft, and one long enough for a second page. No database needed.
import { invoiceTotals } from '../../../../common/invoice-math';
import { sellerOnlyFields } from '../../../../common/invoice-parties';
import type { InvoiceDetail, InvoiceLine, InvoiceParty } from '../../../../common/schemas/invoice';

export const seller: InvoiceParty = {
  name: 'Reputationsschutz Nord GmbH',
  address: 'Hafenstraße 12\n20457 Hamburg',
  email: 'rechnung@reputationsschutz-nord.de',
  phone: '+49 40 1234567',
  contactName: 'Jana Petersen',
  taxNumber: '22/815/08154',
  vatId: 'DE123456789',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  bankName: 'Commerzbank Hamburg',
  managingDirectors: 'Jana Petersen, Ole Hansen',
  registerCourt: 'Amtsgericht Hamburg',
  registerNumber: 'HRB 123456',
  registeredSeat: 'Hamburg',
  website: 'www.reputationsschutz-nord.de',
};

export const buyer: InvoiceParty = {
  name: 'Bäckerei Müller & Söhne OHG',
  address: 'Z. Hd. Frau Érika Müller\nLindenallee 7a\n22767 Hamburg',
  email: 'buchhaltung@baeckerei-mueller.de',
  phone: null,
  contactName: 'Érika Müller',
  ...sellerOnlyFields,
};

const authors = ['Anna B.', 'Kevin "K" Schulz', 'Ömer Yılmaz', 'Zoë <Test> & Co', 'M. Weiß'];

function line(position: number, netCents: number): InvoiceLine {
  const author = authors[(position - 1) % authors.length];
  const rating = (position % 2) + 1;
  const reviewDate = `2026-0${1 + (position % 9)}-1${position % 10}`;
  const removedOn = `2026-10-${String(10 + (position % 19)).padStart(2, '0')}`;
  return {
    id: position,
    position,
    removalId: 100 + position,
    description: `Entfernung der Google-Bewertung von ${author} (${rating} ${rating === 1 ? 'Stern' : 'Sterne'}) vom ${reviewDate.split('-').reverse().join('.')}`,
    reviewAuthor: author,
    reviewRating: rating,
    reviewDate,
    removedOn,
    netCents,
  };
}

/** A finalized invoice of `prices` (cents) at 19 % (or §19), issued 24.11.2026. */
export function invoiceDetail(prices: number[], overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  const lines = prices.map((p, i) => line(i + 1, p));
  const vatMode = overrides.vatMode ?? 'standard';
  const vatRate = vatMode === 'small_business' ? 0 : 19;
  const totals = invoiceTotals(
    lines.map((l) => l.netCents),
    vatRate,
  );
  const days = lines.map((l) => l.removedOn as string).sort();
  return {
    id: 7,
    companyId: 1,
    customerId: 42,
    customerName: buyer.name,
    kind: 'invoice',
    state: 'open',
    status: 'open',
    number: 'RE-2026-0007',
    cancelsInvoiceId: null,
    issuedOn: '2026-11-24',
    dueOn: '2026-12-08',
    ...totals,
    paidCents: 0,
    lineCount: lines.length,
    reminderLevel: 0,
    sentAt: null,
    createdAt: '2026-11-24T09:12:00.000Z',
    serviceFrom: days[0],
    serviceTo: days.at(-1) as string,
    vatMode,
    vatRate,
    paidOn: null,
    seller,
    buyer,
    cancelsNumber: null,
    cancelsIssuedOn: null,
    cancelledById: null,
    cancelledByNumber: null,
    lastReminderAt: null,
    finalizedAt: '2026-11-24T09:30:00.000Z',
    lines,
    payments: [],
    events: [],
    mails: [],
    ...overrides,
  };
}

/** 3 × 33,33 € at 19 %: VAT 18,9981 → 19,00 €, gross 118,99 €. */
export const oddInvoice = () => invoiceDetail([3333, 3333, 3333]);

export const smallBusinessInvoice = () =>
  invoiceDetail([8950, 5], { vatMode: 'small_business', number: 'RE-2026-0008' });

/** The Stornorechnung of oddInvoice: negated lines and totals. */
export function cancellationInvoice(): InvoiceDetail {
  const original = oddInvoice();
  return {
    ...original,
    id: 9,
    kind: 'cancellation',
    state: 'cancelled',
    status: 'cancelled',
    number: 'RE-2026-0009',
    cancelsInvoiceId: original.id,
    cancelsNumber: original.number,
    cancelsIssuedOn: original.issuedOn,
    issuedOn: '2026-11-30',
    dueOn: null,
    netCents: -original.netCents,
    vatCents: -original.vatCents,
    grossCents: -original.grossCents,
    lines: original.lines.map((l) => ({ ...l, id: l.id + 50, netCents: -l.netCents })),
    finalizedAt: '2026-11-30T10:00:00.000Z',
  };
}

export const draftInvoice = () =>
  invoiceDetail([12050], {
    state: 'draft',
    status: 'draft',
    number: null,
    issuedOn: null,
    dueOn: null,
    serviceFrom: null,
    serviceTo: null,
    finalizedAt: null,
  });

/** 40 lines: two pages. */
export const longInvoice = () => invoiceDetail(Array.from({ length: 40 }, (_, i) => 9900 + i * 7));
