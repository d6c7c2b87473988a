import type { z } from 'zod';
import type {
  ConsentState,
  ConsentSummary,
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
import { auditChanges } from '../audit/audit.queries';
import type { SessionUser } from '../auth/session-user';
import { companyExists } from '../companies/companies.queries';
import { companyNotFound } from '../companies/companies.service';
import { recordConsent } from './consent.queries';
import * as activityQueries from './customer-activity.queries';
import { recordCustomer, recordCustomerChange, recordCustomerCreated } from './customer-audit';
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
  billingName: row.billingName,
  billingAddress: row.billingAddress,
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

/**
 * The status tabs' counts under the search and the consent filter, and the consent filter's
 * counts under the search and the status; zeros included; an unknown company is a 404.
 */
export async function countCustomersByStatus(
  db: Db,
  params: Pick<ListCustomersParams, 'companyId' | 'search' | 'status' | 'consent'>,
): Promise<CustomerStatusCounts> {
  const rows = await list.countCustomersByStatusAndConsent(db, params);
  if (rows.length === 0 && !(await companyExists(db, params.companyId))) throw companyNotFound();
  const counts: CustomerStatusCounts = {
    all: 0,
    email_sent: 0,
    called: 0,
    sold: 0,
    not_sold: 0,
    consent: { all: 0, none: 0, requested: 0, given: 0, opted_out: 0 },
  };
  for (const row of rows) {
    const state = row.consent as ConsentState;
    if (params.consent === undefined || params.consent === state) {
      counts[row.status] += row.n;
      counts.all += row.n;
    }
    if (params.status === undefined || params.status === row.status) {
      counts.consent[state] += row.n;
      counts.consent.all += row.n;
    }
  }
  return counts;
}

/** How many customers the offers reach without consent, and whether the company mails them. */
export async function getConsentSummary(db: Db, companyId: number): Promise<ConsentSummary> {
  const row = await q.getConsentSummary(db, companyId);
  if (!row) throw companyNotFound();
  return row;
}

export async function getCustomer(db: Db, id: number) {
  const row = await q.getCustomerById(db, id);
  if (!row) throw customerNotFound();
  return toCustomer(row);
}

/** A write that may set the status: the status history and the audit log beside it in one transaction. */
async function writeWithStatus(
  db: Db,
  id: number,
  status: Customer['status'] | undefined,
  actor: SessionUser | null,
  write: (db: Db) => Promise<q.CustomerRow | undefined>,
) {
  return db.transaction(async (tx) => {
    const before = await q.lockCustomerForChange(tx, id);
    const row = await write(tx);
    if (!before || !row) return row;
    if (status !== undefined && row.status !== before.status)
      await activityQueries.recordStatus(tx, id, row.status, actor?.id ?? null);
    await recordCustomerChange(tx, actor, before, row);
    return row;
  });
}

/** The operator who changed a consent, as its history names them. */
const operator = (actor: SessionUser | null) => (actor ? { id: actor.id, name: actor.name } : null);

export async function createCustomer(db: Db, actor: SessionUser | null, input: CreateInput) {
  const { consent, consentDate, ...values } = input;
  try {
    return await db.transaction(async (tx) => {
      const inserted = await q.insertCustomer(tx, values);
      await activityQueries.recordStatus(tx, inserted.id, inserted.status, actor?.id ?? null);
      if (!consent || consent === 'none') {
        await recordCustomerCreated(tx, actor, inserted);
        return toCustomer(inserted);
      }
      await recordConsent(tx, {
        customerId: inserted.id,
        consent,
        source: 'operator',
        user: operator(actor),
        // A consent given without a day was given today; 'requested' may stay without one.
        date: consentDate ?? (consent === 'given' ? undefined : null),
        note: values.consentNote,
      });
      const created = (await q.getCustomerById(tx, inserted.id)) ?? inserted;
      await recordCustomerCreated(tx, actor, created);
      return toCustomer(created);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw companyNotFound();
    throw error;
  }
}

/**
 * A customer stays with its company: a different companyId is refused, an equal one accepted.
 * A change of status or consent is recorded with its user in the same transaction, the old values
 * read under a row lock; consent goes through recordConsent (the one writer, decision 043).
 */
export async function updateCustomer(db: Db, actor: SessionUser | null, id: number, input: UpdateInput) {
  const { companyId, consent, consentDate, ...values } = input;
  const row = await db.transaction(async (tx) => {
    const before = await q.lockCustomerForChange(tx, id, companyId);
    if (!before) return undefined;
    const updated = await q.updateCustomer(tx, id, values, companyId);
    if (!updated) return undefined;
    const audited = async (after: q.CustomerRow | undefined) => {
      if (after) await recordCustomerChange(tx, actor, before, after);
      return after;
    };
    if (values.status !== undefined && updated.status !== before.status)
      await activityQueries.recordStatus(tx, id, updated.status, actor?.id ?? null);
    const next = {
      consent: consent ?? before.consent,
      date: consentDate === undefined ? before.consentDate : consentDate,
      note: updated.consentNote,
    };
    const changed =
      next.consent !== before.consent ||
      (next.consent !== 'none' && next.date !== before.consentDate) ||
      next.note !== before.consentNote;
    if (!changed) return audited(updated);
    await recordConsent(tx, {
      customerId: id,
      consent: next.consent,
      source: 'operator',
      user: operator(actor),
      date: next.date ?? (next.consent === 'given' && before.consent !== 'given' ? undefined : null),
      note: next.note,
    });
    return audited(await q.getCustomerById(tx, id));
  });
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

export async function setCustomerNote(db: Db, actor: SessionUser | null, id: number, note: string | null) {
  return db.transaction(async (tx) => {
    const before = await activityQueries.lockCustomerNote(tx, id);
    if (!before) throw customerNotFound();
    const row = await activityQueries.setCustomerNote(tx, id, note);
    const changes = auditChanges({ note: before.note }, { note: row.note });
    if (changes) await recordCustomer(tx, actor, before, 'updated', changes);
    return { note: row.note };
  });
}

export async function deleteCustomer(db: Db, actor: SessionUser | null, id: number) {
  await db.transaction(async (tx) => {
    const row = await q.deleteCustomer(tx, id);
    if (!row) throw customerNotFound();
    await recordCustomer(tx, actor, row, 'deleted', null);
  });
}
