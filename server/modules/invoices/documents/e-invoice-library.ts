// @e-invoice-eu/core (2.3.4, the newest) with two gaps closed (docs/decisions/056), on each
// formatter it creates:
// - BT-25/BT-26: its CII mapping reads the preceding invoice from `cac:BillingReference/cbc:ID`,
//   a path its own input schema forbids (the number sits under `cac:InvoiceDocumentReference`),
//   and would write the date as `udt:` where the XSD wants `qdt:DateTimeString`. So the CII never
//   named the cancelled invoice. We write `ram:InvoiceReferencedDocument` ourselves, in the place
//   the XSD's sequence gives it, into the tree the library renders (postProcess).
// - The Factur-X PDF's metadata: the library stamps an English title ('X: Invoice RE-…'), subject
//   ('Invoice … dated … issued by …', also its XMP dc:title and dc:description) and keyword. We
//   give German ones, the Info dictionary and the XMP alike (PDF/A wants them to agree).
// Both lean on the library's internals; invoice-documents.test.ts fails if an update moves them.
import { FormatFactoryService, type Invoice, InvoiceService, type Logger } from '@e-invoice-eu/core';
import { germanDay } from '../../../../common/calendar-days';

type Ubl = Invoice['ubl:Invoice'];
type Tree = Record<string, unknown>;

interface Formatter {
  generate(invoice: Invoice, options: unknown): Promise<unknown>;
  postProcess?(cii: Tree): void;
  createPDFA?(pdfDoc: PdfDoc, options: unknown, invoice: Invoice): Promise<void>;
  addMetadata?(pdfDoc: PdfDoc, xmp: string): void;
  gtx?: { _(text: string): string; _x(text: string, values: Record<string, string>): string };
}
interface PdfDoc {
  setTitle(title: string, options?: { showInWindowTitleBar?: boolean }): void;
}

/** 'Rechnung RE-2026-0007' or 'Stornorechnung RE-2026-0009 zu Rechnung RE-2026-0007'. */
export function documentTitle(ubl: Ubl): string {
  const reference = ubl['cac:BillingReference']?.[0]?.['cac:InvoiceDocumentReference']['cbc:ID'];
  return ubl['cbc:InvoiceTypeCode'] === '381'
    ? `Stornorechnung ${ubl['cbc:ID']}${reference ? ` zu Rechnung ${reference}` : ''}`
    : `Rechnung ${ubl['cbc:ID']}`;
}

/** 'Rechnung RE-2026-0007 vom 24.11.2026 von Reputationsschutz Nord GmbH'. */
export function documentSubject(ubl: Ubl): string {
  const seller =
    ubl['cac:AccountingSupplierParty']['cac:Party']['cac:PartyLegalEntity']['cbc:RegistrationName'];
  return `${documentTitle(ubl)} vom ${germanDay(ubl['cbc:IssueDate'])} von ${seller}`;
}

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const compactDay = (day: string) => day.replaceAll('-', '');

/** BG-3 as CII: after the monetary summation, before the receivable account (the XSD's order). */
function addPrecedingInvoices(cii: Tree, ubl: Ubl) {
  const refs = (ubl['cac:BillingReference'] ?? []).map((r) => r['cac:InvoiceDocumentReference']);
  const transaction = (cii['rsm:CrossIndustryInvoice'] as Tree | undefined)?.[
    'rsm:SupplyChainTradeTransaction'
  ] as Tree | undefined;
  const settlement = transaction?.['ram:ApplicableHeaderTradeSettlement'] as Tree | undefined;
  if (!refs.length || !transaction || !settlement) return;
  const documents = refs.map((r) => ({
    'ram:IssuerAssignedID': r['cbc:ID'],
    ...(r['cbc:IssueDate']
      ? {
          'ram:FormattedIssueDateTime': {
            'qdt:DateTimeString': compactDay(r['cbc:IssueDate']),
            'qdt:DateTimeString@format': '102',
          },
        }
      : {}),
  }));
  const ordered: Tree = {};
  for (const [key, value] of Object.entries(settlement)) {
    if (key === 'ram:InvoiceReferencedDocument') continue;
    if (
      key.startsWith('ram:ReceivableSpecifiedTradeAccountingAccount') &&
      !ordered['ram:InvoiceReferencedDocument']
    )
      ordered['ram:InvoiceReferencedDocument'] = documents;
    ordered[key] = value;
  }
  ordered['ram:InvoiceReferencedDocument'] ??= documents;
  transaction['ram:ApplicableHeaderTradeSettlement'] = ordered;
}

/** German title, subject and keyword in the Info dictionary and the XMP of a Factur-X PDF. */
function germanMetadata(formatter: Formatter, ubl: Ubl) {
  const { createPDFA, addMetadata } = formatter;
  if (!createPDFA || !addMetadata) return;
  const title = documentTitle(ubl);
  const subject = documentSubject(ubl);
  formatter.createPDFA = async (pdfDoc, options, invoice) => {
    const gtx = formatter.gtx;
    // The library asks its translations for the subject and the keyword; these are ours.
    formatter.gtx = {
      _: (text) => (text === 'Invoice' ? 'Rechnung' : (gtx?._(text) ?? text)),
      _x: () => subject,
    };
    try {
      await createPDFA.call(formatter, pdfDoc, options, invoice);
    } finally {
      formatter.gtx = gtx;
    }
  };
  formatter.addMetadata = (pdfDoc, xmp) => {
    // Runs after the library set its English title: ours, in the Info dictionary and dc:title.
    pdfDoc.setTitle(title, { showInWindowTitleBar: true });
    const withTitle = xmp.replace(
      /(<dc:title>\s*<rdf:Alt>\s*<rdf:li xml:lang="x-default">)[^<]*(<\/rdf:li>)/,
      `$1${xmlText(title)}$2`,
    );
    addMetadata.call(formatter, pdfDoc, withTitle);
  };
}

class PatchedFormatFactory extends FormatFactoryService {
  override createFormatService(format: string, logger: Logger) {
    const formatter = super.createFormatService(format, logger) as unknown as Formatter;
    const generate = formatter.generate.bind(formatter);
    // A formatter is made per document, so the invoice it is given is this document's.
    formatter.generate = (invoice, options) => {
      const ubl = invoice['ubl:Invoice'];
      const postProcess = formatter.postProcess;
      if (postProcess) {
        formatter.postProcess = (cii) => {
          postProcess.call(formatter, cii);
          addPrecedingInvoices(cii, ubl);
        };
      }
      germanMetadata(formatter, ubl);
      return generate(invoice, options);
    };
    return formatter as unknown as ReturnType<FormatFactoryService['createFormatService']>;
  }
}

/** The library's InvoiceService whose formatters have the gaps above closed. */
export function patchedInvoiceService(logger: Logger): InvoiceService {
  const service = new InvoiceService(logger);
  (service as unknown as { formatFactoryService: FormatFactoryService }).formatFactoryService =
    new PatchedFormatFactory();
  return service;
}
