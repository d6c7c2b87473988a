import type { z } from 'zod';
import type {
  Customer,
  CustomerStatusCounts,
  createCustomerSchema,
  ListCustomersParams,
  patchCustomerSchema,
  updateCustomerSchema,
} from '../../../common/schemas/customer';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { isForeignKeyViolation } from '../../lib/db-errors';
import type { SessionUser } from '../auth/session-user';
import { companyExists } from '../companies/companies.queries';
import { companyNotFound } from '../companies/companies.service';
import * as activityQueries from './customer-activity.queries';
import * as list from './customers.list.queries';
import * as q from './customers.queries';

export const customerNotFound = () => notFound('Kunde nicht gefunden');

type CreateInput = z.output<typeof createCustomerSchema>;
type UpdateInput = z.output<typeof updateCustomerSchema>;
type PatchInput = z.output<typeof patchCustomerSchema>;

export const toCustomer = (row: q.CustomerRow): Customer => ({
  id: row.id,
  companyId: row.companyId,
  name: row.name,
  email: row.email,
  phone: row.phone,
  googleMapsLink: row.googleMapsLink,
  pricePerReview: row.pricePerReview,
  status: row.status,
  contactPerson: row.contactPerson,
  // The column is plain text; only the two salutations of the form are passed on.
  contactTitle: row.contactTitle === 'Herr' || row.contactTitle === 'Frau' ? row.contactTitle : null,
  isActive: row.isActive,
  optedOutAt: row.optedOutAt?.toISOString() ?? null,
  consent: row.consent,
  consentDate: row.consentDate,
  consentNote: row.consentNote,
  createdAt: row.createdAt.toISOString(),
});

/** An empty page may mean an unknown company: only then is the company looked up (404). */
export async function listCustomers(db: Db, params: ListCustomersParams): Promise<Customer[]> {
  const items = (await list.listCustomers(db, params)).map(toCustomer);
  if (items.length === 0 && !(await companyExists(db, params.companyId))) throw companyNotFound();
  return items;
}

/** The list with counts and latest activity (`withReviews=true`), as the response's JSON text. */
export async function listCustomersWithActivity(db: Db, params: ListCustomersParams): Promise<string> {
  const body = await list.listCustomersWithReviewsJson(db, params);
  if (body === '[]' && !(await companyExists(db, params.companyId))) throw companyNotFound();
  return body;
}

/** Counts for every status, zeros included; an unknown company is a 404. */
export async function countCustomersByStatus(
  db: Db,
  params: { companyId: number; search: string | undefined },
) {
  const rows = await list.countCustomersByStatus(db, params);
  if (rows.length === 0 && !(await companyExists(db, params.companyId))) throw companyNotFound();
  const counts: CustomerStatusCounts = { all: 0, email_sent: 0, called: 0, sold: 0, not_sold: 0 };
  for (const row of rows) {
    counts[row.status] = row.n;
    counts.all += row.n;
  }
  return counts;
}

export async function getCustomer(db: Db, id: number) {
  const row = await q.getCustomerById(db, id);
  if (!row) throw customerNotFound();
  return toCustomer(row);
}

/** A write that may set the status, and the status history beside it in one transaction. */
async function writeWithStatus(
  db: Db,
  id: number,
  status: Customer['status'] | undefined,
  actor: SessionUser | null,
  write: (db: Db) => Promise<q.CustomerRow | undefined>,
) {
  if (status === undefined) return write(db);
  return db.transaction(async (tx) => {
    const before = await q.lockCustomerStatus(tx, id);
    const row = await write(tx);
    if (row && row.status !== before)
      await activityQueries.recordStatus(tx, id, row.status, actor?.id ?? null);
    return row;
  });
}

export async function createCustomer(db: Db, actor: SessionUser | null, input: CreateInput) {
  try {
    return await db.transaction(async (tx) => {
      const row = await q.insertCustomer(tx, input);
      await activityQueries.recordStatus(tx, row.id, row.status, actor?.id ?? null);
      return toCustomer(row);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw companyNotFound();
    throw error;
  }
}

/** A customer stays with its company: a different companyId is refused, an equal one accepted. */
export async function updateCustomer(db: Db, actor: SessionUser | null, id: number, input: UpdateInput) {
  const { companyId, ...values } = input;
  const row = await writeWithStatus(db, id, values.status, actor, (tx) =>
    q.updateCustomer(tx, id, values, companyId),
  );
  if (row) return toCustomer(row);
  if (companyId !== undefined && (await q.getCustomerById(db, id))) {
    throw new AppError('BAD_REQUEST', 'Die Firma eines Kunden kann nicht geändert werden');
  }
  throw customerNotFound();
}

/** Every signed-in user may move a customer in the pipeline (status); (de)activating is for admins and managers. */
export async function patchCustomer(db: Db, actor: SessionUser, id: number, input: PatchInput) {
  if (input.isActive !== undefined && actor.role !== 'admin' && actor.role !== 'manager') {
    throw new AppError('FORBIDDEN', 'Keine Berechtigung für diese Aktion');
  }
  const row = await writeWithStatus(db, id, input.status, actor, (tx) => q.updateCustomer(tx, id, input));
  if (!row) throw customerNotFound();
  return toCustomer(row);
}

export async function getCustomerActivity(db: Db, id: number) {
  const activity = await activityQueries.getCustomerActivity(db, id);
  if (!activity) throw customerNotFound();
  return activity;
}

export async function setCustomerNote(db: Db, id: number, note: string | null) {
  const row = await activityQueries.setCustomerNote(db, id, note);
  if (!row) throw customerNotFound();
  return { note: row.note };
}

export async function deleteCustomer(db: Db, id: number) {
  if (!(await q.deleteCustomer(db, id))) throw customerNotFound();
}
