// Follow-ups ('Wiedervorlage', issue 24; docs/product.md "Follow-ups"): set or change a customer's
// one open follow-up, mark it done, cancel it, list and count them. Every set, change, cancel and
// done is written to the customer's history (the audit log) in the same transaction. Every role may
// set and complete follow-ups; changing or cancelling someone else's needs a manager or admin.
// `now` is for tests; the routes use the server's clock.
import type { z } from 'zod';
import { addDays, berlinDay } from '../../../common/calendar-days';
import type {
  CustomerFollowUp,
  FollowUp,
  FollowUpCounts,
  followUpCountsQuerySchema,
  listFollowUpsQuerySchema,
  setFollowUpSchema,
} from '../../../common/schemas/follow-up';
import { berlinInstants } from '../../../common/schemas/follow-up';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { toJsonPage } from '../../lib/paged-list';
import { type AuditEntry, recordAudit } from '../audit/audit.queries';
import type { SessionUser } from '../auth/session-user';
import { ensureCompany } from '../companies/companies.service';
import * as q from './follow-ups.queries';

type SetInput = z.output<typeof setFollowUpSchema>;
type ListQuery = z.output<typeof listFollowUpsQuerySchema>;
type CountsQuery = z.output<typeof followUpCountsQuerySchema>;

const customerNotFound = () => notFound('Kunde nicht gefunden');
const followUpNotFound = () => notFound('Wiedervorlage nicht gefunden');
const alreadyDone = () => new AppError('CONFLICT', 'Diese Wiedervorlage ist bereits erledigt.');
const notYours = () =>
  new AppError(
    'FORBIDDEN',
    'Die Wiedervorlage eines Kollegen dürfen nur Administratoren und Manager ändern oder löschen; erledigen darf sie jeder.',
  );
const unknownOwner = () => new AppError('BAD_REQUEST', 'Der gewählte Bearbeiter existiert nicht.');

/** Now, and the next Berlin midnight: where 'Heute fällig' ends and 'Demnächst' begins. */
export function dueClock(now: Date): q.DueClock {
  const tomorrow = addDays(berlinDay(now), 1);
  const [dayEnd] = berlinInstants(tomorrow, '00:00');
  return { now, dayEnd };
}

const resolveOwner = (owner: ListQuery['owner'], user: SessionUser) =>
  owner === 'all' ? undefined : owner === 'me' ? user.id : owner;

export async function listFollowUps(db: Db, user: SessionUser, query: ListQuery, now = new Date()) {
  const { limit, offset, companyId, owner, due } = query;
  const row = await q.listFollowUpsJson(
    db,
    { companyId, ownerId: resolveOwner(owner, user), due },
    dueClock(now),
    { limit, offset },
  );
  return toJsonPage<FollowUp>(row, { ensureCompany: () => ensureCompany(db, companyId), cap: 10_000 });
}

export async function countFollowUps(
  db: Db,
  user: SessionUser,
  query: CountsQuery,
  now = new Date(),
): Promise<FollowUpCounts> {
  const row = await q.countFollowUps(
    db,
    { companyId: query.companyId, ownerId: resolveOwner(query.owner, user), meId: user.id },
    dueClock(now),
  );
  if (row.all === 0 && row.mineAll === 0) await ensureCompany(db, query.companyId);
  return {
    overdue: row.overdue,
    today: row.today,
    upcoming: row.upcoming,
    all: row.all,
    mine: { overdue: row.mineOverdue, today: row.mineToday, upcoming: row.mineUpcoming, all: row.mineAll },
  };
}

/** The drawer: the customer's open follow-up and the one done last. */
export async function getCustomerFollowUp(
  db: Db,
  customerId: number,
  now = new Date(),
): Promise<CustomerFollowUp> {
  if (!(await q.customerExists(db, customerId))) throw customerNotFound();
  const open = await q.getOpenFollowUpRow(db, { customerId }, now);
  const lastDone = await q.getLastDone(db, customerId);
  return { open: open ?? null, lastDone: lastDone ?? null };
}

/** What the history keeps of a follow-up: the due moment (ISO), the owner's name and the note. */
const recorded = (f: { dueAt: Date | string; ownerName: string | null; note: string | null }) => ({
  dueAt: new Date(f.dueAt).toISOString(),
  owner: f.ownerName,
  note: f.note,
});

const mayChange = (user: SessionUser, f: q.StoredFollowUp) =>
  user.role !== 'user' || f.ownerId === user.id || f.createdBy === user.id;

/**
 * Sets the customer's follow-up, or changes its open one (a user changes only their own or one
 * they set). The customer row is locked first, so two parallel sets take turns: the second changes
 * what the first set.
 */
export async function setFollowUp(
  db: Db,
  user: SessionUser,
  customerId: number,
  input: SetInput,
  now = new Date(),
): Promise<FollowUp> {
  const [dueAt] = berlinInstants(input.date, input.time);
  const id = await db.transaction(async (tx) => {
    const customer = await q.lockCustomer(tx, customerId);
    if (!customer || customer.companyId !== input.companyId) throw customerNotFound();
    const ownerId = input.ownerId ?? user.id;
    const owner = ownerId === user.id ? { id: user.id, name: user.name } : await q.findUser(tx, ownerId);
    if (!owner) throw unknownOwner();
    const before = await q.findFollowUp(tx, { openOfCustomer: customerId });
    if (before && !mayChange(user, before)) throw notYours();
    const after = { dueAt, ownerName: owner.name, note: input.note };
    const followUpId = await q.upsertOpenFollowUp(
      tx,
      customer,
      { dueAt, ownerId: owner.id, note: input.note },
      { userId: user.id, at: now },
    );
    const changes = changesOf(before ? recorded(before) : null, recorded(after));
    if (changes) {
      await recordAudit(tx, user, [
        {
          entity: 'customer',
          entityId: customer.id,
          entityLabel: customer.name,
          companyId: customer.companyId,
          action: 'follow_up_set',
          changes,
        },
      ]);
    }
    return followUpId;
  });
  return (await q.getOpenFollowUpRow(db, { id }, now)) as FollowUp;
}

function changesOf(before: ReturnType<typeof recorded> | null, after: ReturnType<typeof recorded> | null) {
  const changes: NonNullable<AuditEntry['changes']> = {};
  for (const key of ['dueAt', 'owner', 'note'] as const) {
    const from = before?.[key] ?? null;
    const to = after?.[key] ?? null;
    if (from !== to) changes[key] = { from, to };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/** One click: the open follow-up is done (by anyone); a second click answers 409. */
export async function completeFollowUp(db: Db, user: SessionUser, id: number, now = new Date()) {
  await db.transaction(async (tx) => {
    const f = await q.findFollowUp(tx, { id }, true);
    if (!f) throw followUpNotFound();
    if (f.doneAt) throw alreadyDone();
    await q.markDone(tx, id, { userId: user.id, at: now });
    await recordAudit(tx, user, [
      {
        entity: 'customer',
        entityId: f.customerId,
        entityLabel: f.customerName,
        companyId: f.companyId,
        action: 'follow_up_done',
        changes: {
          dueAt: { from: f.dueAt.toISOString() },
          owner: { from: f.ownerName },
          note: { from: f.note },
          doneAt: { from: null, to: now.toISOString() },
        },
      },
    ]);
  });
  return { message: 'Wiedervorlage erledigt' };
}

/**
 * Cancels an open follow-up: the row goes, the history keeps it as a set to nothing
 * ('follow_up_set' with every field changed to null). A done one stays (409).
 */
export async function cancelFollowUp(db: Db, user: SessionUser, id: number) {
  await db.transaction(async (tx) => {
    const f = await q.findFollowUp(tx, { id }, true);
    if (!f) throw followUpNotFound();
    if (f.doneAt) throw new AppError('CONFLICT', 'Eine erledigte Wiedervorlage kann nicht gelöscht werden.');
    if (!mayChange(user, f)) throw notYours();
    await q.deleteOpenFollowUp(tx, id);
    await recordAudit(tx, user, [
      {
        entity: 'customer',
        entityId: f.customerId,
        entityLabel: f.customerName,
        companyId: f.companyId,
        action: 'follow_up_set',
        changes: changesOf(recorded(f), null),
      },
    ]);
  });
  return { message: 'Wiedervorlage gelöscht' };
}
