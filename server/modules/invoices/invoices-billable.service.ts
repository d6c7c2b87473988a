// 'Abrechenbar' (docs/product.md §13, decision 055): who has verified removals waiting for an
// invoice, and 'Rechnungen erstellen' for several customers at once. `now` is for tests.
import type { z } from 'zod';
import type {
  BillableDraftsResult,
  billableDraftsBodySchema,
  listBillableQuerySchema,
} from '../../../common/schemas/invoice-billable';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toPage } from '../../lib/paged-list';
import type { SessionUser } from '../auth/session-user';
import { ensureCompany } from '../companies/companies.service';
import { createDraft } from './invoices.service';
import * as q from './invoices-billable.queries';

type ListQuery = z.output<typeof listBillableQuerySchema>;

export async function listBillableCustomers(db: Db, query: ListQuery) {
  const { companyId, limit, offset } = query;
  const rows = await q.listBillableCustomers(db, companyId, { limit, offset });
  // Customers with billable removals are at most the company's customers: no cap is needed.
  const cap = Number.MAX_SAFE_INTEGER;
  return toPage(rows, {
    ensureCompany: () => ensureCompany(db, companyId),
    offset,
    count: async () => (await q.billableSummary(db, companyId)).customers,
    cap,
  });
}

export async function billableSummary(db: Db, companyId: number) {
  const summary = await q.billableSummary(db, companyId);
  if (summary.removals === 0) await ensureCompany(db, companyId);
  return summary;
}

/**
 * One draft per named customer, exactly as 'Rechnung erstellen' in the customer drawer makes it
 * (createDraft: its own transaction under the customer's row lock), so each customer is billed
 * wholly or not at all and one customer's refusal leaves the others' drafts standing. Customers of
 * another company are refused by name, never billed.
 */
export async function createDrafts(
  db: Db,
  user: SessionUser,
  body: z.output<typeof billableDraftsBodySchema>,
  now = new Date(),
): Promise<BillableDraftsResult> {
  await ensureCompany(db, body.companyId);
  const known = new Map(
    (await q.customersOfCompany(db, body.companyId, body.customerIds)).map((c) => [c.id, c.name]),
  );
  const result: BillableDraftsResult = { created: [], failed: [] };
  for (const customerId of body.customerIds) {
    const customerName = known.get(customerId);
    if (customerName === undefined) {
      result.failed.push({ customerId, customerName: null, message: 'Kunde nicht gefunden' });
      continue;
    }
    try {
      const draft = await createDraft(db, user, customerId, now);
      result.created.push({
        customerId,
        customerName,
        invoiceId: draft.id,
        lineCount: draft.lineCount,
        grossCents: draft.grossCents,
      });
    } catch (error) {
      // A German refusal (nothing left to bill, the customer deleted meanwhile) is this customer's
      // result; anything else is a fault of the server and ends the request.
      if (!(error instanceof AppError)) throw error;
      result.failed.push({ customerId, customerName, message: error.message });
    }
  }
  return result;
}
