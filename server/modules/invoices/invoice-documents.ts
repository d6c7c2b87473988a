// An invoice's downloads as files (docs/api.md "Invoices"): the operator's routes and the customer
// portal's send the same bytes. A finalized invoice's PDF is the Factur-X file (XML inside); a
// draft's is the plain preview marked 'ENTWURF'. A draft has no e-invoice (the caller refuses it).
import type { FastifyReply } from 'fastify';
import { berlinDay } from '../../../common/calendar-days';
import type { InvoiceDetail } from '../../../common/schemas/invoice';
import type { Db } from '../../db/client';
import { renderXRechnung } from './documents/e-invoice';
import { type GiroCodeInvoice, giroCodeTransfer, invoiceGiroCode } from './documents/girocode';
import { invoiceFileBase, renderInvoiceFiles } from './documents/invoice-files';
import { renderInvoicePdf } from './documents/invoice-pdf';
import { getInvoiceDetail } from './invoice-detail.queries';

export interface InvoiceFile {
  body: Buffer | string;
  type: string;
  /** The Content-Disposition header: an attachment with the file's name. */
  disposition: string;
}

/** An invoice with its lines, parties and payments as today (Berlin) shows it; undefined if unknown. */
export const findInvoiceDetail = (db: Db, id: number) => getInvoiceDetail(db, id, berlinDay(new Date()));

/** attachment; filename="…" with the UTF-8 form for names beyond ASCII (RFC 6266). */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export async function invoicePdfFile(detail: InvoiceDetail): Promise<InvoiceFile> {
  const { pdf, pdfName } =
    detail.state === 'draft'
      ? { pdf: await renderInvoicePdf(detail), pdfName: `${invoiceFileBase(detail)}.pdf` }
      : await renderInvoiceFiles(detail);
  return { body: Buffer.from(pdf), type: 'application/pdf', disposition: disposition(pdfName) };
}

export async function invoiceXmlFile(detail: InvoiceDetail): Promise<InvoiceFile> {
  return {
    body: await renderXRechnung(detail),
    type: 'application/xml; charset=utf-8',
    disposition: disposition(`${invoiceFileBase(detail)}_XRechnung.xml`),
  };
}

/** Whether the invoice has a GiroCode: issued, open, something left to pay, an account to pay to. */
export const hasGiroCode = (invoice: GiroCodeInvoice) => giroCodeTransfer(invoice) !== null;

/** The GiroCode for the amount still open as an SVG picture, or null when the invoice has none. */
export async function invoiceGiroCodeFile(detail: InvoiceDetail): Promise<InvoiceFile | null> {
  const code = await invoiceGiroCode(detail);
  if (!code) return null;
  return {
    body: code.svg,
    type: 'image/svg+xml; charset=utf-8',
    disposition: `inline; filename="GiroCode_${detail.number}.svg"`,
  };
}

/** Sends the file as a private download, never cached. */
export const sendInvoiceFile = (reply: FastifyReply, file: InvoiceFile) =>
  reply
    .type(file.type)
    .header('Content-Disposition', file.disposition)
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
