// The EN 16931 e-invoice of an invoice (docs/decisions/044): InvoiceDetail mapped to the
// @e-invoice-eu/core internal (UBL-shaped) Invoice, which renders XRechnung CII and Factur-X.
// Choices: a Stornorechnung is a credit note (381) with positive amounts and the cancelled
// invoice as preceding reference (BT-25 number, BT-26 date; decision 056); §19 UStG is VAT category E with its reason (BT-120);
// both electronic addresses are e-mail addresses (scheme EM); the buyer reference (BT-10,
// required by XRechnung) is the customer number.
import type { Invoice, InvoiceService, Logger } from '@e-invoice-eu/core';
import { germanDay } from '../../../../common/calendar-days';
import type { InvoiceDetail, InvoiceParty } from '../../../../common/schemas/invoice';
import { AppError } from '../../../lib/app-error';
import { parsePostalAddress } from './postal-address';

type Ubl = Invoice['ubl:Invoice'];
type Line = Ubl['cac:InvoiceLine'][number];

export const SMALL_BUSINESS_EXEMPTION = 'Kleinunternehmer gemäß § 19 UStG';
const EUR = 'EUR' as const;

/** Integer cents as the XML writes amounts: 10681 → '106.81' (sign kept). */
export function xmlAmount(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The customer number as printed and as the buyer reference. */
export const customerNumber = (detail: Pick<InvoiceDetail, 'customerId'>) =>
  detail.customerId === null ? null : String(detail.customerId);

function refuse(message: string): never {
  throw new AppError('CONFLICT', message);
}

function postalAddress(party: InvoiceParty) {
  const a = parsePostalAddress(party.address);
  return {
    ...(a.street ? { 'cbc:StreetName': a.street } : {}),
    ...(a.additional ? { 'cbc:AdditionalStreetName': a.additional } : {}),
    ...(a.city ? { 'cbc:CityName': a.city } : {}),
    ...(a.postCode ? { 'cbc:PostalZone': a.postCode } : {}),
    'cac:Country': { 'cbc:IdentificationCode': a.country as 'DE' },
  };
}

function sellerParty(seller: InvoiceParty): Ubl['cac:AccountingSupplierParty'] {
  if (!seller.email) refuse('Für die E-Rechnung fehlt die E-Mail-Adresse der Firma (Einstellungen).');
  // The VAT id first: the library names the first registration 'VA' or 'FC' by its scheme.
  const taxSchemes = [
    ...(seller.vatId ? [{ 'cbc:CompanyID': seller.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }] : []),
    ...(seller.taxNumber ? [{ 'cbc:CompanyID': seller.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } }] : []),
  ] as NonNullable<Ubl['cac:AccountingSupplierParty']['cac:Party']['cac:PartyTaxScheme']>;
  const register = [seller.registerCourt, seller.registerNumber].filter(Boolean).join(' ');
  const legalInfo = [
    seller.managingDirectors ? `Geschäftsführung: ${seller.managingDirectors}` : '',
    seller.registeredSeat ? `Sitz: ${seller.registeredSeat}` : '',
    register ? `Registergericht: ${register}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return {
    'cac:Party': {
      'cbc:EndpointID': seller.email,
      'cbc:EndpointID@schemeID': 'EM',
      'cac:PostalAddress': postalAddress(seller),
      'cac:PartyTaxScheme': taxSchemes,
      'cac:PartyLegalEntity': {
        'cbc:RegistrationName': seller.name,
        ...(seller.registerNumber ? { 'cbc:CompanyID': seller.registerNumber } : {}),
        ...(legalInfo ? { 'cbc:CompanyLegalForm': legalInfo } : {}),
      },
      'cac:Contact': {
        'cbc:Name': seller.contactName ?? seller.name,
        ...(seller.phone ? { 'cbc:Telephone': seller.phone } : {}),
        'cbc:ElectronicMail': seller.email,
      },
    },
  };
}

function buyerParty(buyer: InvoiceParty): Ubl['cac:AccountingCustomerParty'] {
  if (!buyer.email) refuse('Für die E-Rechnung fehlt die E-Mail-Adresse des Kunden.');
  return {
    'cac:Party': {
      'cbc:EndpointID': buyer.email,
      'cbc:EndpointID@schemeID': 'EM',
      'cac:PostalAddress': postalAddress(buyer),
      ...(buyer.vatId
        ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': buyer.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } }
        : {}),
      'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyer.name },
      ...(buyer.contactName || buyer.phone
        ? {
            'cac:Contact': {
              ...(buyer.contactName ? { 'cbc:Name': buyer.contactName } : {}),
              ...(buyer.phone ? { 'cbc:Telephone': buyer.phone } : {}),
              'cbc:ElectronicMail': buyer.email,
            },
          }
        : {}),
    },
  };
}

/** The day range of the service (BG-14): the invoice's, or its lines' removal days (a draft). */
export function servicePeriod(detail: InvoiceDetail): { from: string; to: string } | null {
  const days = detail.lines.map((l) => l.removedOn).filter((d): d is string => !!d);
  const from = detail.serviceFrom ?? days.reduce<string | null>((a, d) => (!a || d < a ? d : a), null);
  const to = detail.serviceTo ?? days.reduce<string | null>((a, d) => (!a || d > a ? d : a), null);
  return from && to ? { from, to } : null;
}

/** 'Stornorechnung zu Rechnung Nr. RE-2026-0007 vom 24.11.2026' (the PDF's title says the same). */
export function cancelsText(detail: Pick<InvoiceDetail, 'cancelsNumber' | 'cancelsIssuedOn'>): string {
  const on = detail.cancelsIssuedOn ? ` vom ${germanDay(detail.cancelsIssuedOn)}` : '';
  return `Stornorechnung zu Rechnung Nr. ${detail.cancelsNumber ?? '–'}${on}`;
}

/** The EN 16931 invoice of a finalized invoice or cancellation (a draft has no number: 409). */
export function toEInvoice(detail: InvoiceDetail): Invoice {
  if (!detail.number || !detail.issuedOn)
    refuse('Ein Entwurf hat keine E-Rechnung. Bitte zuerst festschreiben.');
  if (detail.lines.length === 0) refuse('Die Rechnung hat keine Positionen.');
  const cancellation = detail.kind === 'cancellation';
  // A credit note states what is credited as positive amounts (EN 16931 sign convention).
  const amount = (cents: number) => xmlAmount(cancellation ? -cents : cents);
  const category = taxCategory(detail);
  const period = servicePeriod(detail);
  const notes = [
    ...(cancellation && detail.cancelsNumber ? [cancelsText(detail)] : []),
    ...(detail.vatMode === 'small_business' ? ['Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.'] : []),
  ];
  return {
    'ubl:Invoice': {
      'cbc:ID': detail.number,
      'cbc:IssueDate': detail.issuedOn,
      ...(!cancellation && detail.dueOn ? { 'cbc:DueDate': detail.dueOn } : {}),
      'cbc:InvoiceTypeCode': cancellation ? '381' : '380',
      ...(notes.length ? { 'cbc:Note': notes } : {}),
      'cbc:DocumentCurrencyCode': EUR,
      'cbc:BuyerReference': customerNumber(detail) ?? 'n/a',
      ...(period ? { 'cac:InvoicePeriod': { 'cbc:StartDate': period.from, 'cbc:EndDate': period.to } } : {}),
      ...billingReference(detail),
      'cac:AccountingSupplierParty': sellerParty(detail.seller),
      'cac:AccountingCustomerParty': buyerParty(detail.buyer),
      // CII requires the delivery block (the library writes it only with content): the last day
      // of service, inside the service period (BG-14).
      'cac:Delivery': { 'cbc:ActualDeliveryDate': period?.to ?? detail.issuedOn },
      'cac:PaymentMeans': paymentMeans(detail),
      'cac:PaymentTerms': { 'cbc:Note': paymentTerms(detail) },
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': amount(detail.vatCents),
          'cbc:TaxAmount@currencyID': EUR,
          'cac:TaxSubtotal': [
            {
              'cbc:TaxableAmount': amount(detail.netCents),
              'cbc:TaxableAmount@currencyID': EUR,
              'cbc:TaxAmount': amount(detail.vatCents),
              'cbc:TaxAmount@currencyID': EUR,
              'cac:TaxCategory': { ...category, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': amount(detail.netCents),
        'cbc:LineExtensionAmount@currencyID': EUR,
        'cbc:TaxExclusiveAmount': amount(detail.netCents),
        'cbc:TaxExclusiveAmount@currencyID': EUR,
        'cbc:TaxInclusiveAmount': amount(detail.grossCents),
        'cbc:TaxInclusiveAmount@currencyID': EUR,
        'cbc:PayableAmount': amount(detail.grossCents),
        'cbc:PayableAmount@currencyID': EUR,
      },
      'cac:InvoiceLine': invoiceLines(detail, amount, category) as Ubl['cac:InvoiceLine'],
    },
  };
}

/** Standard rate (S), or exempt (E) for a small business (§ 19 UStG). */
function taxCategory(detail: InvoiceDetail) {
  return detail.vatMode === 'small_business'
    ? { 'cbc:ID': 'E' as const, 'cbc:Percent': '0', 'cbc:TaxExemptionReason': SMALL_BUSINESS_EXEMPTION }
    : { 'cbc:ID': 'S' as const, 'cbc:Percent': String(detail.vatRate) };
}

function invoiceLines(
  detail: InvoiceDetail,
  amount: (cents: number) => string,
  category: ReturnType<typeof taxCategory>,
) {
  const lineCategory = { 'cbc:ID': category['cbc:ID'], 'cbc:Percent': category['cbc:Percent'] };
  return detail.lines.map(
    (l): Line => ({
      'cbc:ID': String(l.position),
      'cbc:InvoicedQuantity': '1',
      'cbc:InvoicedQuantity@unitCode': 'C62',
      'cbc:LineExtensionAmount': amount(l.netCents),
      'cbc:LineExtensionAmount@currencyID': EUR,
      ...(l.removedOn
        ? { 'cac:InvoicePeriod': { 'cbc:StartDate': l.removedOn, 'cbc:EndDate': l.removedOn } }
        : {}),
      'cac:Item': {
        'cbc:Description': l.description,
        'cbc:Name': 'Entfernung einer Google-Bewertung',
        'cac:ClassifiedTaxCategory': { ...lineCategory, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
      },
      'cac:Price': { 'cbc:PriceAmount': amount(l.netCents), 'cbc:PriceAmount@currencyID': EUR },
    }),
  );
}

/** BG-3: the cancelled invoice's number (BT-25) and issue day (BT-26). */
function billingReference(detail: InvoiceDetail): Pick<Ubl, 'cac:BillingReference'> {
  if (detail.kind !== 'cancellation' || !detail.cancelsNumber) return {};
  return {
    'cac:BillingReference': [
      {
        'cac:InvoiceDocumentReference': {
          'cbc:ID': detail.cancelsNumber,
          ...(detail.cancelsIssuedOn ? { 'cbc:IssueDate': detail.cancelsIssuedOn } : {}),
        },
      },
    ],
  };
}

function paymentMeans(detail: InvoiceDetail): Ubl['cac:PaymentMeans'] {
  const number = detail.number ?? '';
  // Nothing to transfer to us: the credit is set off against the cancelled invoice.
  if (detail.kind === 'cancellation') return [{ 'cbc:PaymentMeansCode': '97', 'cbc:PaymentID': number }];
  const { seller } = detail;
  const iban = seller.iban ?? refuse('Für die E-Rechnung fehlt die IBAN der Firma.');
  return [
    {
      'cbc:PaymentMeansCode': '58',
      'cbc:PaymentID': number,
      'cac:PayeeFinancialAccount': {
        'cbc:ID': iban.replace(/\s/g, ''),
        'cbc:Name': seller.name,
        ...(seller.bic ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': seller.bic } } : {}),
      },
    },
  ];
}

function paymentTerms(detail: InvoiceDetail) {
  if (detail.kind === 'cancellation')
    return `Verrechnung mit Rechnung Nr. ${detail.cancelsNumber ?? ''}`.trim();
  return detail.dueOn
    ? `Zahlbar ohne Abzug bis zum ${germanDay(detail.dueOn)}.`
    : 'Zahlbar sofort ohne Abzug.';
}

// The library logs its validation errors; ours go to the thrown error instead.
const quiet: Logger = { log() {}, warn() {}, error() {} };
let loaded: Promise<InvoiceService> | undefined;
/** The library is loaded on the first invoice: it holds a fifth of the server's heap (decision 006). */
const invoiceService = () =>
  (loaded ??= import('./e-invoice-library').then(({ patchedInvoiceService }) =>
    patchedInvoiceService(quiet),
  ));

/** The XRechnung 3.0 CII XML (the library checks its own schema first). */
export async function renderXRechnung(detail: InvoiceDetail): Promise<string> {
  const service = await invoiceService();
  const out = await service.generate(toEInvoice(detail), { format: 'XRECHNUNG-CII', lang: 'de-de' });
  return typeof out === 'string' ? out : new TextDecoder().decode(out);
}

/** Our readable PDF as Factur-X EN 16931 (PDF/A-3 with factur-x.xml inside). */
export async function renderFacturX(detail: InvoiceDetail, pdf: Uint8Array, filename: string) {
  const service = await invoiceService();
  const out = await service.generate(toEInvoice(detail), {
    format: 'Factur-X-EN16931',
    lang: 'de-de',
    pdf: { buffer: pdf, filename, mimetype: 'application/pdf' },
  });
  return typeof out === 'string' ? new TextEncoder().encode(out) : out;
}
