import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { berlinDay } from '../../../common/calendar-days';
import { idParamsSchema } from '../../../common/schemas/params';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { renderXRechnung } from './documents/e-invoice';
import { invoiceFileBase, renderInvoiceFiles } from './documents/invoice-files';
import { renderInvoicePdf } from './documents/invoice-pdf';
import { getInvoiceDetail } from './invoice-detail.queries';

// The invoice's PDF and e-invoice downloads (docs/api.md "Invoices"): every signed-in role reads.
// A finalized invoice's PDF is the Factur-X file (XML inside); a draft's is the plain preview
// marked 'ENTWURF'. A draft has no e-invoice (409).

async function detailOf(db: Db, id: number) {
  const detail = await getInvoiceDetail(db, id, berlinDay(new Date()));
  if (!detail) throw notFound('Rechnung nicht gefunden');
  return detail;
}

/** attachment; filename="…" with the UTF-8 form for names beyond ASCII (RFC 6266). */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const invoiceDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get('/api/invoices/:id/pdf', { schema: { params: idParamsSchema } }, async (request, reply) => {
    const detail = await detailOf(db, request.params.id);
    const { pdf, pdfName } =
      detail.state === 'draft'
        ? { pdf: await renderInvoicePdf(detail), pdfName: `${invoiceFileBase(detail)}.pdf` }
        : await renderInvoiceFiles(detail);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', disposition(pdfName))
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(pdf));
  });

  app.get(
    '/api/invoices/:id/xrechnung.xml',
    { schema: { params: idParamsSchema } },
    async (request, reply) => {
      const detail = await detailOf(db, request.params.id);
      const xml = await renderXRechnung(detail);
      return reply
        .type('application/xml; charset=utf-8')
        .header('Content-Disposition', disposition(`${invoiceFileBase(detail)}_XRechnung.xml`))
        .header('Cache-Control', 'private, no-store')
        .send(xml);
    },
  );
};
