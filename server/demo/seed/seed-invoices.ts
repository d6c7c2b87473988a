// The demo's invoices (docs/product.md §13), written through the invoice service as an operator
// would: the first company gets billing data, its customers a billing address, and the four
// verified removals of seed-removals.ts become an overdue invoice with its first reminder, a paid
// one, a cancelled one with its Stornorechnung and an open one. The latest removal stays billable,
// so 'Rechnung erstellen' has something to do.
import { eq } from 'drizzle-orm';
import { addDays, berlinDay } from '../../../common/calendar-days';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import type { SessionUser } from '../../modules/auth/session-user';
import { recordInvoiceEvent } from '../../modules/invoices/invoice-events.queries';
import * as invoicing from '../../modules/invoices/invoices.service';
import * as q from '../demo.queries';

const DAY = 86_400_000;

export async function seedInvoices(db: Db, companyId: number, manager: SessionUser, now = new Date()) {
  await db
    .update(companies)
    .set({
      taxNumber: '42/815/08151',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      bankName: 'Commerzbank Hamburg',
    })
    .where(eq(companies.id, companyId));
  await q.giveBillingAddresses(db, companyId);
  // Oldest removal first, numbers in date order: overdue, paid, cancelled, open.
  const billable = await q.listBillableCustomers(db, companyId);
  const plan = [
    { daysAgo: 30, paidDaysAgo: null, reminder: true, cancel: false },
    { daysAgo: 25, paidDaysAgo: 12, reminder: false, cancel: false },
    { daysAgo: 8, paidDaysAgo: null, reminder: false, cancel: true },
    { daysAgo: 6, paidDaysAgo: null, reminder: false, cancel: false },
  ];
  const toCancel: number[] = [];
  for (const [i, step] of plan.entries()) {
    const customerId = billable[i];
    if (customerId === undefined) break;
    const at = new Date(now.getTime() - step.daysAgo * DAY);
    const draft = await invoicing.createDraft(db, manager, customerId, at);
    const invoice = await invoicing.finalizeInvoice(db, manager, draft.id, at);
    if (step.cancel) toCancel.push(invoice.id);
    if (step.paidDaysAgo !== null) {
      const paidOn = berlinDay(new Date(now.getTime() - step.paidDaysAgo * DAY));
      await invoicing.addPayment(db, manager, invoice.id, { paidOn, amount: invoice.grossCents }, now);
    }
    if (step.reminder && invoice.dueOn) {
      // As the tick would have sent it a week after the due day (the mail itself is not replayed).
      const sentAt = new Date(`${addDays(invoice.dueOn, 7)}T09:00:00Z`);
      await q.setReminderLevel(db, invoice.id, 1, sentAt);
      await recordInvoiceEvent(db, {
        invoiceId: invoice.id,
        customerId,
        user: null,
        kind: 'reminder',
        detail: 'Zahlungserinnerung automatisch versandt',
        at: sentAt,
      });
    }
  }
  // Two days ago, after the others: the Stornorechnung takes the next number.
  for (const id of toCancel) {
    await invoicing.cancelInvoice(db, manager, id, 'Doppelt beauftragt', new Date(now.getTime() - 2 * DAY));
  }
}
