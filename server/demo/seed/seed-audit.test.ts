import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createUserSchema } from '../../../common/schemas/user';
import { openPgliteFromTemplate } from '../../../tests/support/pglite';
import { smallDemo } from '../../../tests/support/seed';
import { createUser } from '../../modules/users/users.service';
import { seedAudit } from './seed-audit';
import { seedDemo } from './seed-demo';

it('gives the demo a few audit rows of its users, none with a secret value', async () => {
  const database = await openPgliteFromTemplate();
  try {
    const now = new Date('2026-03-10T09:00:00Z');
    const { companyIds } = await seedDemo(database.db, smallDemo(now, 40));
    for (const role of ['admin', 'manager', 'user'] as const) {
      await createUser(
        database.db,
        createUserSchema.parse({ name: role, email: `${role}@example.com`, role, password: 'geheim-12345' }),
      );
    }
    await seedAudit(database.db, companyIds[0], now);
    const result = (await database.db.execute(
      sql`select action, entity, user_name as "userName", changes::text as changes from audit_events order by at desc`,
    )) as unknown as { rows: { action: string; entity: string; userName: string; changes: string }[] };
    const rows = result.rows;
    expect(rows.map((r) => [r.entity, r.action])).toEqual(
      expect.arrayContaining([
        ['customer', 'updated'],
        ['customer', 'status_changed'],
        ['company', 'settings_updated'],
        ['user', 'created'],
      ]),
    );
    expect(rows.every((r) => r.userName)).toBe(true);
    const settings = rows.find((r) => r.action === 'settings_updated');
    expect(JSON.parse(settings?.changes ?? '{}').gmailPassword).toEqual({ secret: true });
  } finally {
    await database.close();
  }
});
