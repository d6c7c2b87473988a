// What the product's PDFs (the invoice, the portal order) share: the embedded DejaVu fonts (every
// German glyph; PDF/A-3 needs embedded fonts), millimetres in PDF points, and the colours.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
export const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export const mm = (v: number) => v * 2.8346;

export const INK = '#1f2933';
export const MUTED = '#6b7280';
export const RULE = '#c8cdd3';
export const ACCENT = '#1e4e79';

export type Doc = PDFKit.PDFDocument;
