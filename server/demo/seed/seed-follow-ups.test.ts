import { expect, it } from 'vitest';
import { createUserSchema } from '../../../common/schemas/user';
import { openPgliteFromTemplate } from '../../../tests/support/pglite';
import { smallDemo } from '../../../tests/support/seed';
import { auditEvents } from '../../db/schema';
import type { SessionUser } from '../../modules/auth/session-user';
import { countFollowUps } from '../../modules/follow-ups/follow-ups.service';
import { createUser } from '../../modules/users/users.service';
import { seedDemo } from './seed-demo';
import { seedFollowUps } from './seed-follow-ups';

it('gives the demo an overdue follow-up, one later today and two ahead, each in the history', async () => {
  const database = await openPgliteFromTemplate();
  try {
    const now = new Date('2026-03-10T09:00:00Z');
    const { companyIds } = await seedDemo(database.db, smallDemo(now, 5));
    const admin = await createUser(
      database.db,
      createUserSchema.parse({
        name: 'Admin',
        email: 'a@example.com',
        role: 'admin',
        password: 'geheim-12345',
      }),
    );
    await createUser(
      database.db,
      createUserSchema.parse({
        name: 'Manager',
        email: 'm@example.com',
        role: 'manager',
        password: 'geheim-12345',
      }),
    );
    await seedFollowUps(database.db, companyIds[0], now);
    const me: SessionUser = { id: admin.id, name: 'Admin', email: 'a@example.com', role: 'admin' };
    const counts = await countFollowUps(database.db, me, { owner: 'all', companyId: companyIds[0] }, now);
    expect(counts).toEqual({
      overdue: 1,
      today: 1,
      upcoming: 2,
      all: 4,
      mine: { overdue: 1, today: 1, upcoming: 1, all: 3 },
    });
    const history = await database.db.select().from(auditEvents);
    expect(history.map((h) => h.action)).toEqual(Array(4).fill('follow_up_set'));
  } finally {
    await database.close();
  }
});
