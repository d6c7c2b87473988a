// The files an invoice goes out with (download and mail): the readable PDF as Factur-X EN 16931
// (PDF/A-3 with factur-x.xml inside: the readable invoice IS the e-invoice) and the XRechnung CII.
import type { InvoiceDetail } from '../../../../common/schemas/invoice';
import { renderFacturX, renderXRechnung } from './e-invoice';
import { renderInvoicePdf } from './invoice-pdf';

/** 'Rechnung_RE-2026-0001' / 'Stornorechnung_RE-2026-0002' (a draft: 'Rechnungsentwurf_12'). */
export function invoiceFileBase(detail: Pick<InvoiceDetail, 'kind' | 'number' | 'id'>): string {
  if (!detail.number) return `Rechnungsentwurf_${detail.id}`;
  const safe = detail.number.replace(/[^\w.-]+/g, '_');
  return `${detail.kind === 'cancellation' ? 'Stornorechnung' : 'Rechnung'}_${safe}`;
}

/** A finalized invoice's PDF (Factur-X) and XRechnung XML; a draft throws a German 409. */
export async function renderInvoiceFiles(
  detail: InvoiceDetail,
): Promise<{ pdf: Uint8Array; pdfName: string; xml: string; xmlName: string }> {
  const base = invoiceFileBase(detail);
  const xml = await renderXRechnung(detail);
  const pdf = await renderFacturX(detail, await renderInvoicePdf(detail), `${base}.pdf`);
  return { pdf, pdfName: `${base}.pdf`, xml, xmlName: `${base}_XRechnung.xml` };
}
