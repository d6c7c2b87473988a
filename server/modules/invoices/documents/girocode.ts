// An invoice's GiroCode: the EPC QR code (epc-qr-payload.ts) for the amount still open, to the
// company's account, with the invoice number as reference. The QR symbol comes from the 'qr'
// package (decision 068) at error level M, as EPC069-12 asks, loaded on first use (006); the
// invoice PDF draws its modules, the customer portal shows the SVG.
import type { InvoiceDetail, InvoiceParty } from '../../../../common/schemas/invoice';
import { type EpcQrPayload, epcQrPayload, type SepaTransfer } from './epc-qr-payload';

/** What the code is made of; every detail has it. */
export type GiroCodeInvoice = Pick<
  InvoiceDetail,
  'kind' | 'state' | 'number' | 'grossCents' | 'paidCents'
> & {
  seller: Pick<InvoiceParty, 'name' | 'iban' | 'bic'>;
};

/** The payload and transfer (the portal prints the transfer beside the code) and the symbol. */
export interface GiroCode extends EpcQrPayload {
  /** The QR symbol with its quiet zone of 4 modules, row by row; true is dark. */
  modules: boolean[][];
  /** The same symbol as SVG: black on white (also in a dark theme), square, scales to its box. */
  svg: string;
}

/** The ISO/IEC 18004 quiet zone: 4 modules on every side. */
const QUIET_ZONE = 4;

/**
 * The transfer a GiroCode asks for: only an issued invoice (not a draft, not a Stornorechnung) that
 * is open, for what is still to be paid; null otherwise.
 */
export function giroCodeTransfer(invoice: GiroCodeInvoice): SepaTransfer | null {
  if (invoice.kind !== 'invoice' || invoice.state !== 'open' || !invoice.number) return null;
  const open = invoice.grossCents - invoice.paidCents;
  if (open <= 0 || !invoice.seller.iban) return null;
  return {
    name: invoice.seller.name,
    iban: invoice.seller.iban,
    bic: invoice.seller.bic,
    amountCents: open,
    remittance: invoice.number,
  };
}

/** The invoice's GiroCode, or null when it has none (see giroCodeTransfer; an invalid IBAN neither). */
export async function invoiceGiroCode(invoice: GiroCodeInvoice): Promise<GiroCode | null> {
  const transfer = giroCodeTransfer(invoice);
  const epc = transfer && epcQrPayload(transfer);
  if (!epc) return null;
  const { default: encodeQR } = await import('qr');
  // Byte mode, UTF-8 (the package's default text encoder), as character set 1 says.
  const modules = encodeQR(epc.payload, 'raw', { ecc: 'medium', border: QUIET_ZONE });
  return { ...epc, modules, svg: qrSvg(modules) };
}

/** Each row's dark runs as [first column, length]: one rectangle per run, no seams between modules. */
export function darkRuns(row: boolean[]): [number, number][] {
  const runs: [number, number][] = [];
  for (let x = 0; x < row.length; x++) {
    if (!row[x]) continue;
    const start = x;
    while (row[x + 1]) x++;
    runs.push([start, x - start + 1]);
  }
  return runs;
}

function qrSvg(modules: boolean[][]): string {
  const size = modules.length;
  const path = modules
    .flatMap((row, y) => darkRuns(row).map(([x, n]) => `M${x} ${y}h${n}v1h-${n}z`))
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" role="img" aria-label="GiroCode für die Überweisung">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}
