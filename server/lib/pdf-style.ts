// What the product's PDFs (the invoice, the portal order) share: the embedded DejaVu fonts (every
// German glyph; PDF/A-3 needs embedded fonts), millimetres in PDF points, and the colours.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export const mm = (v: number) => v * 2.8346;

export const INK = '#1f2933';
export const MUTED = '#6b7280';
export const RULE = '#c8cdd3';
export const ACCENT = '#1e4e79';

export type Doc = PDFKit.PDFDocument;

/** Registers the fonts as 'regular' and 'bold' and collects the document's bytes until it ends. */
export function fontsAndBytes(doc: Doc): Promise<Uint8Array> {
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
}
