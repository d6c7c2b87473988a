// Test data for the removals tests: a company with a customer and negative reviews, an operator,
// and cases put into any state through the one writer (the states the check reaches included).
import { eq } from 'drizzle-orm';
import { berlinDay } from '../../../common/calendar-days';
import type { RemovalReason, RemovalState } from '../../../common/enums';
import { createUserSchema } from '../../../common/schemas/user';
import { addCompany, addCustomer, addReview } from '../../../tests/support/seed';
import type { Db } from '../../db/client';
import { removalEvents, removals } from '../../db/schema';
import type { SessionUser } from '../auth/session-user';
import { createUser } from '../users/users.service';
import { lockRemoval, writeTransition } from './removal-transition.queries';
import { orderRemovals } from './removals.service';

export async function seedShop(db: Db) {
  const company = await addCompany(db);
  const customer = await addCustomer(db, company.id, { name: 'Bäckerei Müller', pricePerReview: '120.50' });
  const review = (values: Parameters<typeof addReview>[2] = {}) => addReview(db, customer, values);
  return { company, customer, review };
}

let users = 0;
export async function operator(db: Db, role: SessionUser['role'] = 'manager'): Promise<SessionUser> {
  const email = `op${++users}@example.com`;
  const row = await createUser(
    db,
    createUserSchema.parse({ name: `Operator ${users}`, email, role, password: 'geheim-geheim-1' }),
  );
  return { id: row.id, name: row.name, email, role };
}

/** Orders one review at `now` and answers the case. */
export async function order(
  db: Db,
  user: SessionUser,
  reviewId: number,
  now: Date,
  reason: RemovalReason = 'no_contact',
) {
  const [created] = await orderRemovals(db, user, { items: [{ reviewId, reason }] }, now);
  return created;
}

/** Moves a case to `to` at `at` without the operator's rules (a check's move, or a test's shortcut). */
export function moveTo(db: Db, id: number, to: RemovalState, at: Date) {
  return db.transaction(async (tx) => {
    const row = await lockRemoval(tx, id);
    await writeTransition(tx, row, {
      to,
      at,
      user: null,
      filedOn: to === 'filed' ? berlinDay(at) : undefined,
    });
  });
}

/** The stored case and its timeline, to prove a refused change wrote nothing. */
export async function snapshot(db: Db, id: number) {
  const [row] = await db.select().from(removals).where(eq(removals.id, id));
  const events = await db.select().from(removalEvents).where(eq(removalEvents.removalId, id));
  return { row, events };
}
