// Follow-ups ('Wiedervorlage', issue 24): the list, its counts, a customer's follow-up and the
// writes. A customer has at most one open follow-up (the partial unique index
// follow_ups_open_customer_idx); done ones stay.
import { and, asc, desc, eq, isNotNull, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FollowUpDueFilter } from '../../../common/schemas/follow-up';
import type { Db } from '../../db/client';
import { companies, customers, followUps, users } from '../../db/schema';
import { cappedTotal, isoUtc, type JsonPageRow, jsonFields, jsonPage, pageOfIds } from '../../db/sql-helpers';
import { statementCache } from '../../db/statement-cache';

/** The moments the due filters are measured against: now, and the next Berlin midnight. */
export interface DueClock {
  now: Date;
  dayEnd: Date;
}

export interface FollowUpFilter {
  companyId?: number;
  ownerId?: number;
  due: FollowUpDueFilter;
}

const owners = alias(users, 'owner');
const creators = alias(users, 'creator');

type Stamp = Date | Placeholder | string;
const ts = (v: Stamp) => sql`${v}::timestamptz`;

/** The open follow-ups of a due filter, at `now` / `dayEnd` (values or placeholders). */
export function dueCondition(due: FollowUpDueFilter, now: Stamp, dayEnd: Stamp): SQL | undefined {
  if (due === 'overdue') return sql`${followUps.dueAt} < ${ts(now)}`;
  if (due === 'today') return sql`${followUps.dueAt} >= ${ts(now)} and ${followUps.dueAt} < ${ts(dayEnd)}`;
  if (due === 'upcoming') return sql`${followUps.dueAt} >= ${ts(dayEnd)}`;
  return undefined;
}

function openWhere(f: {
  companyId?: number | Placeholder;
  ownerId?: number | Placeholder;
  due: FollowUpDueFilter;
  now: Stamp;
  dayEnd: Stamp;
}) {
  return and(
    isNull(followUps.doneAt),
    f.companyId !== undefined ? eq(followUps.companyId, f.companyId) : undefined,
    f.ownerId !== undefined ? eq(followUps.ownerId, f.ownerId) : undefined,
    dueCondition(f.due, f.now, f.dayEnd),
  );
}

/** The fields of followUpSchema, for the list's JSON and the drawer's row. */
const followUpFields = (now: Stamp) => ({
  id: followUps.id,
  companyId: followUps.companyId,
  companyName: companies.name,
  customerId: followUps.customerId,
  customerName: customers.name,
  dueAt: isoUtc(followUps.dueAt).mapWith(String),
  ownerId: followUps.ownerId,
  ownerName: owners.name,
  note: followUps.note,
  createdAt: isoUtc(followUps.createdAt).mapWith(String),
  createdById: followUps.createdBy,
  createdByName: creators.name,
  overdue: sql<boolean>`${followUps.dueAt} < ${ts(now)}`,
});

type ListShape = `${'company' | '-'} ${'owner' | '-'} ${FollowUpDueFilter}`;

/**
 * One page of open follow-ups, due first, with the customer's and company's names: ONE statement
 * answering the page's JSON text and the total. The page is cut on a partial index of the open
 * follow-ups ((company_id, due_at) or (owner_id, due_at)) before the joins.
 */
const followUpsJson = statementCache<ListShape>((db, shape) => {
  const [company, owner, due] = shape.split(' ') as ['company' | '-', 'owner' | '-', FollowUpDueFilter];
  const now = sql.placeholder('now');
  const where = openWhere({
    companyId: company === 'company' ? sql.placeholder('companyId') : undefined,
    ownerId: owner === 'owner' ? sql.placeholder('ownerId') : undefined,
    due,
    now,
    dayEnd: sql.placeholder('dayEnd'),
  });
  const page = pageOfIds(db, followUps.id, where, [asc(followUps.dueAt), asc(followUps.id)]);
  return jsonPage({
    page,
    from: sql`join ${followUps} on ${followUps.id} = page.page_id
      join ${customers} on ${customers.id} = ${followUps.customerId}
      join ${companies} on ${companies.id} = ${followUps.companyId}
      left join ${users} ${sql.identifier('owner')} on ${owners.id} = ${followUps.ownerId}
      left join ${users} ${sql.identifier('creator')} on ${creators.id} = ${followUps.createdBy}`,
    fields: jsonFields(followUpFields(now)),
    total: cappedTotal(db, followUps, where, 10_000),
  });
});

export async function listFollowUpsJson(
  db: Db,
  f: FollowUpFilter,
  clock: DueClock,
  paging: { limit: number; offset: number },
) {
  const shape: ListShape = `${f.companyId !== undefined ? 'company' : '-'} ${f.ownerId !== undefined ? 'owner' : '-'} ${f.due}`;
  const [row] = await followUpsJson<JsonPageRow>(db, shape, {
    companyId: f.companyId,
    ownerId: f.ownerId,
    now: clock.now.toISOString(),
    dayEnd: clock.dayEnd.toISOString(),
    ...paging,
  });
  return row;
}

/** Open follow-ups per due tab under the filter, and those of `meId` among them: one statement. */
export async function countFollowUps(
  db: Db,
  f: { companyId?: number; ownerId?: number; meId: number },
  clock: DueClock,
) {
  const { now, dayEnd } = clock;
  const n = (cond: SQL | undefined, mine = false) =>
    sql<number>`(count(*) filter (where ${and(sql`true`, cond, mine ? eq(followUps.ownerId, f.meId) : undefined)}))::int`.mapWith(
      Number,
    );
  const mineWhere = and(isNull(followUps.doneAt), eq(followUps.ownerId, f.meId));
  const [row] = await db
    .select({
      overdue: n(and(dueCondition('overdue', now, dayEnd), filterOwner(f.ownerId))),
      today: n(and(dueCondition('today', now, dayEnd), filterOwner(f.ownerId))),
      upcoming: n(and(dueCondition('upcoming', now, dayEnd), filterOwner(f.ownerId))),
      all: n(filterOwner(f.ownerId)),
      mineOverdue: n(dueCondition('overdue', now, dayEnd), true),
      mineToday: n(dueCondition('today', now, dayEnd), true),
      mineUpcoming: n(dueCondition('upcoming', now, dayEnd), true),
      mineAll: n(undefined, true),
    })
    .from(followUps)
    .where(
      and(
        isNull(followUps.doneAt),
        f.companyId !== undefined ? eq(followUps.companyId, f.companyId) : undefined,
        // Reads only the rows either half counts.
        f.ownerId !== undefined && f.ownerId !== f.meId
          ? sql`(${eq(followUps.ownerId, f.ownerId)} or ${mineWhere})`
          : undefined,
      ),
    );
  return row;
}

const filterOwner = (ownerId: number | undefined) =>
  ownerId !== undefined ? eq(followUps.ownerId, ownerId) : undefined;

/** The customer under a row lock: parallel sets on one customer take turns. */
export async function lockCustomer(tx: Db, customerId: number) {
  const [row] = await tx
    .select({ id: customers.id, companyId: customers.companyId, name: customers.name })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return row;
}

export async function findUser(db: Db, id: number) {
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, id));
  return row;
}

/** A follow-up with its owner's name, under a row lock when `lock`. */
export async function findFollowUp(tx: Db, where: { id: number } | { openOfCustomer: number }, lock = false) {
  const query = tx
    .select({
      id: followUps.id,
      companyId: followUps.companyId,
      customerId: followUps.customerId,
      customerName: customers.name,
      dueAt: followUps.dueAt,
      ownerId: followUps.ownerId,
      ownerName: owners.name,
      note: followUps.note,
      createdBy: followUps.createdBy,
      doneAt: followUps.doneAt,
    })
    .from(followUps)
    .innerJoin(customers, eq(customers.id, followUps.customerId))
    .leftJoin(owners, eq(owners.id, followUps.ownerId))
    .where(
      'id' in where
        ? eq(followUps.id, where.id)
        : and(eq(followUps.customerId, where.openOfCustomer), isNull(followUps.doneAt)),
    );
  const [row] = lock ? await query.for('update', { of: followUps }) : await query;
  return row;
}
export type StoredFollowUp = NonNullable<Awaited<ReturnType<typeof findFollowUp>>>;

export interface FollowUpValues {
  dueAt: Date;
  ownerId: number | null;
  note: string | null;
}

/**
 * The customer's open follow-up becomes `values`: a new one, or the open one changed (also when a
 * parallel request inserted it first: the partial unique index turns the insert into the update).
 */
export async function upsertOpenFollowUp(
  tx: Db,
  customer: { id: number; companyId: number },
  values: FollowUpValues,
  by: { userId: number; at: Date },
) {
  const [row] = await tx
    .insert(followUps)
    .values({
      companyId: customer.companyId,
      customerId: customer.id,
      ...values,
      createdBy: by.userId,
      createdAt: by.at,
    })
    .onConflictDoUpdate({
      target: followUps.customerId,
      targetWhere: isNull(followUps.doneAt),
      set: values,
    })
    .returning({ id: followUps.id });
  return row.id;
}

/** Marks an open follow-up done; no row when it was done already. */
export async function markDone(tx: Db, id: number, by: { userId: number; at: Date }) {
  return tx
    .update(followUps)
    .set({ doneAt: by.at, doneBy: by.userId })
    .where(and(eq(followUps.id, id), isNull(followUps.doneAt)))
    .returning({ id: followUps.id });
}

export async function deleteOpenFollowUp(tx: Db, id: number) {
  return tx
    .delete(followUps)
    .where(and(eq(followUps.id, id), isNull(followUps.doneAt)))
    .returning({ id: followUps.id });
}

/** One open follow-up as followUpSchema (the drawer, and the answer of a set). */
export async function getOpenFollowUpRow(db: Db, where: { id: number } | { customerId: number }, now: Date) {
  const [row] = await db
    .select(followUpFields(now.toISOString()))
    .from(followUps)
    .innerJoin(customers, eq(customers.id, followUps.customerId))
    .innerJoin(companies, eq(companies.id, followUps.companyId))
    .leftJoin(owners, eq(owners.id, followUps.ownerId))
    .leftJoin(creators, eq(creators.id, followUps.createdBy))
    .where(
      and(
        isNull(followUps.doneAt),
        'id' in where ? eq(followUps.id, where.id) : eq(followUps.customerId, where.customerId),
      ),
    );
  return row ? { ...row, overdue: Boolean(row.overdue) } : undefined;
}

/** The customer's follow-up done last (the drawer shows who did it and when). */
export async function getLastDone(db: Db, customerId: number) {
  const doneBy = alias(users, 'done_by');
  const [row] = await db
    .select({
      id: followUps.id,
      dueAt: isoUtc(followUps.dueAt).mapWith(String),
      doneAt: isoUtc(followUps.doneAt).mapWith(String),
      doneByName: doneBy.name,
      note: followUps.note,
    })
    .from(followUps)
    .leftJoin(doneBy, eq(doneBy.id, followUps.doneBy))
    .where(and(eq(followUps.customerId, customerId), isNotNull(followUps.doneAt)))
    .orderBy(desc(followUps.doneAt), desc(followUps.id))
    .limit(1);
  return row;
}

export async function customerExists(db: Db, id: number) {
  const [row] = await db
    .select({ companyId: customers.companyId })
    .from(customers)
    .where(eq(customers.id, id));
  return row;
}
