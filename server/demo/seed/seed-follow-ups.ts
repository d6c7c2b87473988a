// The demo's follow-ups ('Wiedervorlage', issue 24): one overdue, one due later today, one next
// week and one for a colleague, on the first company's first customers, each with its line in the
// customer's history, so the dashboard, the page 'Wiedervorlagen' and the customer list show them.
import { asc, eq } from 'drizzle-orm';
import { addDays, berlinDay } from '../../../common/calendar-days';
import { berlinInstants, berlinWallTime } from '../../../common/schemas/follow-up';
import type { Db } from '../../db/client';
import { auditEvents, customers, followUps, users } from '../../db/schema';

const at = (day: string, time: string) => berlinInstants(day, time)[0] ?? berlinInstants(day, '12:00')[0];

/** Later today (Berlin): the next full hour after `now` + 1 h, or 23:59 when the day is nearly over. */
function laterToday(now: Date) {
  const soon = new Date(now.getTime() + 2 * 3_600_000);
  const today = berlinDay(now);
  if (berlinDay(soon) !== today) return at(today, '23:59');
  return at(today, `${berlinWallTime(soon).time.slice(0, 2)}:00`);
}

export async function seedFollowUps(db: Db, companyId: number, now = new Date()) {
  const people = await db.select({ id: users.id, name: users.name }).from(users).orderBy(asc(users.id));
  const [first, second] = people;
  if (!first) return;
  const targets = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(eq(customers.companyId, companyId))
    .orderBy(asc(customers.id))
    .limit(4);
  const today = berlinDay(now);
  const plan = [
    { dueAt: at(addDays(today, -1), '10:00'), owner: first, note: 'Angebot telefonisch nachfassen' },
    { dueAt: laterToday(now), owner: first, note: 'Rückruf zugesagt' },
    { dueAt: at(addDays(today, 7), '09:00'), owner: first, note: 'Entscheidung des Inhabers abwarten' },
    { dueAt: at(addDays(today, 2), '14:30'), owner: second ?? first, note: null },
  ];
  await db.transaction(async (tx) => {
    for (const [i, customer] of targets.entries()) {
      const p = plan[i];
      const createdAt = new Date(now.getTime() - (i + 1) * 26 * 3_600_000);
      await tx.insert(followUps).values({
        companyId,
        customerId: customer.id,
        dueAt: p.dueAt,
        ownerId: p.owner.id,
        note: p.note,
        createdBy: first.id,
        createdAt,
      });
      await tx.insert(auditEvents).values({
        at: createdAt,
        userId: first.id,
        userName: first.name,
        companyId,
        entity: 'customer',
        entityId: customer.id,
        entityLabel: customer.name,
        action: 'follow_up_set',
        changes: {
          dueAt: { from: null, to: p.dueAt.toISOString() },
          owner: { from: null, to: p.owner.name },
          ...(p.note ? { note: { from: null, to: p.note } } : {}),
        },
      });
    }
  });
}
