// One invoice with everything its sheet, its PDF, its e-invoice and its mails need, as the API
// answers it (common/schemas/invoice.ts). The one reader of a whole invoice.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { InvoiceDetail } from '../../../common/schemas/invoice';
import type { Db } from '../../db/client';
import { emailLogs, invoiceEvents, invoiceLines, invoicePayments, invoices } from '../../db/schema';

/** 'overdue' for an open invoice whose due day lies before `today` (Berlin, 'YYYY-MM-DD'). */
export const invoiceStatus = (today: string) =>
  sql<
    InvoiceDetail['status']
  >`case when ${invoices.state} = 'open' and ${invoices.dueOn} < ${today}::date then 'overdue' else ${invoices.state} end`;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function getInvoiceDetail(
  db: Db,
  id: number,
  today: string,
): Promise<InvoiceDetail | undefined> {
  const row = await invoiceHead(db, id, today);
  if (!row) return undefined;
  const i = row.invoice;
  return {
    id: i.id,
    companyId: i.companyId,
    customerId: i.customerId,
    customerName: i.buyer.name,
    kind: i.kind,
    state: i.state,
    status: row.status,
    number: i.number,
    cancelsInvoiceId: i.cancelsInvoiceId,
    issuedOn: i.issuedOn,
    dueOn: i.dueOn,
    netCents: i.netCents,
    vatCents: i.vatCents,
    grossCents: i.grossCents,
    paidCents: i.paidCents,
    lineCount: row.lineCount,
    reminderLevel: i.reminderLevel,
    sentAt: iso(i.sentAt),
    createdAt: i.createdAt.toISOString(),
    serviceFrom: i.serviceFrom,
    serviceTo: i.serviceTo,
    vatMode: i.vatMode,
    vatRate: i.vatRate,
    paidOn: i.paidOn,
    seller: i.seller,
    buyer: i.buyer,
    cancelsNumber: row.cancelsNumber,
    cancelsIssuedOn: row.cancelsIssuedOn,
    cancelledById: row.cancelledById,
    cancelledByNumber: row.cancelledByNumber,
    lastReminderAt: iso(i.lastReminderAt),
    finalizedAt: iso(i.finalizedAt),
    ...(await invoiceParts(db, id)),
  };
}

/** The invoice row with its status, line count and the invoices that cancel or are cancelled. */
async function invoiceHead(db: Db, id: number, today: string) {
  const [row] = await db
    .select({
      invoice: invoices,
      status: invoiceStatus(today),
      lineCount: sql<number>`(select count(*)::int from ${invoiceLines} l where l.invoice_id = ${invoices}.id)`,
      cancelsNumber: sql<
        string | null
      >`(select o.number from ${invoices} o where o.id = ${invoices}.cancels_invoice_id)`,
      cancelsIssuedOn: sql<
        string | null
      >`(select o.issued_on::text from ${invoices} o where o.id = ${invoices}.cancels_invoice_id)`,
      cancelledById: sql<
        number | null
      >`(select c.id from ${invoices} c where c.cancels_invoice_id = ${invoices}.id)`,
      cancelledByNumber: sql<
        string | null
      >`(select c.number from ${invoices} c where c.cancels_invoice_id = ${invoices}.id)`,
    })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row;
}

/** Lines, payments, timeline and mails of the invoice, in their order. */
async function invoiceParts(
  db: Db,
  id: number,
): Promise<Pick<InvoiceDetail, 'lines' | 'payments' | 'events' | 'mails'>> {
  const [lines, payments, events, mails] = await Promise.all([
    db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).orderBy(asc(invoiceLines.position)),
    db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, id))
      .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.id)),
    db
      .select()
      .from(invoiceEvents)
      .where(eq(invoiceEvents.invoiceId, id))
      .orderBy(asc(invoiceEvents.at), asc(invoiceEvents.id)),
    db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.invoiceId, id), inArray(emailLogs.kind, ['invoice', 'reminder'])))
      .orderBy(asc(emailLogs.createdAt), asc(emailLogs.id)),
  ]);
  return {
    lines: lines.map((l) => ({
      id: l.id,
      position: l.position,
      removalId: l.removalId,
      description: l.description,
      reviewAuthor: l.reviewAuthor,
      reviewRating: l.reviewRating,
      reviewDate: l.reviewDate,
      removedOn: l.removedOn,
      netCents: l.netCents,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      paidOn: p.paidOn,
      amountCents: p.amountCents,
      note: p.note,
      createdAt: p.createdAt.toISOString(),
    })),
    events: events.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      userName: e.userName,
      kind: e.kind,
      detail: e.detail,
    })),
    mails: mails.map((m) => ({
      id: m.id,
      kind: m.kind,
      status: m.status,
      subject: m.emailSubject,
      recipient: m.recipient,
      sentAt: iso(m.sentAt),
      errorMessage: m.errorMessage,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}
