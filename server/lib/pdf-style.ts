// What the product's PDFs (the invoice, the portal order) share: the embedded DejaVu fonts (every
// German glyph; PDF/A-3 needs embedded fonts), millimetres in PDF points, and the colours.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export const mm = (v: number) => v * 2.8346;

export const INK = '#1f2933';
export const MUTED = '#6b7280';
export const RULE = '#c8cdd3';
export const ACCENT = '#1e4e79';

export type Doc = PDFKit.PDFDocument;

/** Registers the fonts as 'regular' and 'bold' and collects the document's bytes until it ends. */
function fontsAndBytes(doc: Doc): Promise<Uint8Array> {
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
}

/** What a document says about itself; the author also counts as its creator. */
export interface DocumentMeta {
  title: string;
  author: string;
  subject: string;
  created: Date;
}

/**
 * An A4 document with German metadata, its fonts registered, and the bytes it will have when ended.
 * No page yet: the caller adds them (and numbers them at the end, hence the buffered pages).
 */
export async function openA4(margins: { left: number; right: number }, meta: DocumentMeta) {
  const { default: PDFDocument } = await import('pdfkit'); // on first use (decision 006)
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: mm(20), bottom: 0, ...margins },
    bufferPages: true,
    autoFirstPage: false,
    font: FONT,
    lang: 'de-DE',
    displayTitle: true,
    info: {
      Title: meta.title,
      Author: meta.author,
      Subject: meta.subject,
      Creator: meta.author,
      Producer: 'Bewertungs-Dashboard',
      CreationDate: meta.created,
      ModDate: meta.created,
    },
  });
  return { doc, done: fontsAndBytes(doc) };
}
