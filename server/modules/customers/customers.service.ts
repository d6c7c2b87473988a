import type { z } from 'zod';
import type {
  Customer,
  CustomerListItem,
  createCustomerSchema,
  ListCustomersParams,
  patchCustomerSchema,
  updateCustomerSchema,
} from '../../../common/schemas/customer';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { isForeignKeyViolation } from '../../lib/db-errors';
import type { SessionUser } from '../../plugins/auth';
import { companyExists } from '../companies/companies.queries';
import { companyNotFound } from '../companies/companies.service';
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

function toListItem(row: list.CustomerListRow): CustomerListItem {
  const { lastReview: review, lastEmailLog: email } = row;
  return {
    ...toCustomer(row),
    reviewCount: row.reviewCount ?? 0,
    emailCount: row.emailCount ?? 0,
    pendingEmailCount: row.pendingEmailCount ?? 0,
    lastReview:
      review?.rating == null
        ? null
        : {
            rating: review.rating,
            reviewDate: review.reviewDate?.toISOString() ?? null,
            username: review.username,
          },
    lastEmailLog:
      email?.createdAt == null
        ? null
        : { createdAt: email.createdAt.toISOString(), status: email.status ?? 'pending' },
  };
}

/** An empty page may mean an unknown company: only then is the company looked up (404). */
export async function listCustomers(
  db: Db,
  params: ListCustomersParams,
): Promise<Customer[] | CustomerListItem[]> {
  const items = params.withReviews
    ? (await list.listCustomersWithReviews(db, params)).map(toListItem)
    : (await list.listCustomers(db, params)).map(toCustomer);
  if (items.length === 0 && !(await companyExists(db, params.companyId))) throw companyNotFound();
  return items;
}

export async function getCustomer(db: Db, id: number) {
  const row = await q.getCustomerById(db, id);
  if (!row) throw customerNotFound();
  return toCustomer(row);
}

export async function createCustomer(db: Db, input: CreateInput) {
  try {
    return toCustomer(await q.insertCustomer(db, input));
  } catch (error) {
    if (isForeignKeyViolation(error)) throw companyNotFound();
    throw error;
  }
}

/** A customer stays with its company: a different companyId is refused, an equal one accepted. */
export async function updateCustomer(db: Db, id: number, input: UpdateInput) {
  const { companyId, ...values } = input;
  const row = await q.updateCustomer(db, id, values, companyId);
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
  const row = await q.updateCustomer(db, id, input);
  if (!row) throw customerNotFound();
  return toCustomer(row);
}

export async function deleteCustomer(db: Db, id: number) {
  if (!(await q.deleteCustomer(db, id))) throw customerNotFound();
}
