// The one writer of an invoice's history (invoice_events): every change, with who and when.
import type { InvoiceEventKind } from '../../../common/enums';
import type { Db } from '../../db/client';
import { invoiceEvents } from '../../db/schema';

export interface InvoiceEventInput {
  invoiceId: number;
  customerId: number | null;
  /** Null: the system (an automatic reminder). */
  user: { id: number; name: string } | null;
  kind: InvoiceEventKind;
  /** What changed, in German. */
  detail?: string | null;
  at?: Date;
}

export async function recordInvoiceEvent(db: Db, e: InvoiceEventInput) {
  await db.insert(invoiceEvents).values({
    invoiceId: e.invoiceId,
    customerId: e.customerId,
    userId: e.user?.id ?? null,
    userName: e.user?.name ?? null,
    kind: e.kind,
    detail: e.detail ?? null,
    at: e.at ?? new Date(),
  });
}
