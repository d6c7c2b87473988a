import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi, testConfig } from '../../../tests/support/app';
import { buildApp } from '../../app';
import { automationSettings, companies, customers, emailLogs, scans } from '../../db/schema';
import { berlinInstant } from '../../lib/berlin-time';

describeApi(
  'the clock',
  (ctx) => {
    it('runs a due slot once however many instances tick, also one missed earlier that day', async () => {
      const db = ctx.database.db;
      const [company] = await db
        .insert(companies)
        .values({ name: 'Uhrwerk GmbH' })
        .returning({ id: companies.id });
      const [off] = await db
        .insert(companies)
        .values({ name: 'Ohne Automatik' })
        .returning({ id: companies.id });
      await db.insert(automationSettings).values({ companyId: off.id, autoScanEnabled: false });
      const second = await buildApp({
        database: ctx.database,
        config: { ...testConfig, scanWorkers: true, scheduler: true },
        jobs: { startDelayMs: 0, tickMs: 0 },
      });
      await second.ready();
      try {
        const today = new Date();
        const at = (h: number, m = 0, dayOffset = 0) => {
          const d = new Date(today.getTime() + dayOffset * 86_400_000);
          const p = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' })
            .format(d)
            .split('-')
            .map(Number);
          return berlinInstant(p[0], p[1], p[2], h, m);
        };
        await ctx.app.jobs.tick(at(8, 59));
        expect(await db.select().from(scans)).toHaveLength(0);

        // Both instances see the 09:00 slot at 13:30 (nobody ran at 09:00): one scan.
        await Promise.all([
          ctx.app.jobs.tick(at(13, 30)),
          second.jobs.tick(at(13, 30)),
          second.jobs.tick(at(13, 31)),
        ]);
        const rows = await db.select().from(scans);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ companyId: company.id, scanType: 'scheduled' });
        expect(rows[0].slot).toMatch(/T09:00$/);
        for (let i = 0; i < 50 && (await db.select().from(scans))[0].status === 'running'; i++) {
          await new Promise((r) => setTimeout(r, 100));
        }
        expect((await db.select().from(scans).where(eq(scans.id, rows[0].id)))[0].status).toBe('completed');
        await ctx.app.jobs.tick(at(23, 59));
        expect(await db.select().from(scans)).toHaveLength(1);

        // The watchdog fails only pending mails of finished scans, not those of other origins.
        const [customer] = await db
          .insert(customers)
          .values({ companyId: company.id, name: 'Kunde' })
          .returning();
        const old = new Date(Date.now() - 2 * 86_400_000);
        const log = {
          customerId: customer.id,
          companyId: company.id,
          emailSubject: 'S',
          emailContent: 'T',
          createdAt: old,
        };
        await db.insert(emailLogs).values([
          { ...log, status: 'pending' },
          { ...log, status: 'pending', scanId: rows[0].id },
        ]);
        await ctx.app.jobs.tick(at(23, 59));
        const statuses = (await db.select().from(emailLogs).orderBy(emailLogs.id)).map((l) => l.status);
        expect(statuses).toEqual(['pending', 'failed']);
      } finally {
        await second.close();
      }
    });
  },
  { config: () => ({ scanWorkers: true, scheduler: true }) },
);
