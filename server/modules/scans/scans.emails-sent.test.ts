// A scan's emailsSent counts every mail once, also when a customer's job runs again after its mail
// went out (issue 34 point 11: 299 counted for 300 mails after connection cuts).
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as fx from '../../../tests/support/scan-fixture';
import { emailLogs, scanLogs, scans } from '../../db/schema';

fx.describeScanApi(
  'scan emailsSent',
  (ctx, services) => {
    it('counts a mail once when the job that sent it fails at its scan log and runs again', async () => {
      services.sink.messages.length = 0;
      const db = ctx.database.db;
      const companyId = await fx.scanCompany(ctx, services);
      for (const name of ['Eins', 'Zwei']) {
        await fx.insertCustomer(db, companyId, {
          name,
          email: `${name.toLowerCase()}@example.com`,
          googleMapsLink: fx.placeLink(`Sent${name}`),
        });
        services.fake.scenarios.set(fx.placeLink(`Sent${name}`), {
          items: fx.reviews(`sent-${name}`, [[1, 3]]),
        });
      }
      // The database fails the first scan log written, as a cut between the mail and the log does:
      // that customer's job runs again, after its mail went out.
      await db.execute(sql`create sequence scan_log_cut`);
      await db.execute(
        sql.raw(`create function scan_log_cut() returns trigger language plpgsql as $$
          begin
            if nextval('scan_log_cut') = 1 then raise exception 'Verbindung unterbrochen'; end if;
            return new;
          end $$`),
      );
      await db.execute(
        sql`create trigger scan_log_cut before insert on scan_logs for each row execute function scan_log_cut()`,
      );
      try {
        const { cookie } = await ctx.signIn('manager');
        const status = await fx.runManualScan(ctx, companyId, cookie);
        expect(status?.running).toBe(false);
        // Two scan logs written and the one that failed before them.
        const cut = (await db.execute(sql`select last_value::int as n from scan_log_cut`)) as unknown as {
          rows: { n: number }[];
        };
        expect(cut.rows[0].n).toBe(3);
      } finally {
        await db.execute(sql`drop trigger scan_log_cut on scan_logs`);
        await db.execute(sql`drop function scan_log_cut()`);
        await db.execute(sql`drop sequence scan_log_cut`);
      }

      // Both mails went out once, and the scan counts both.
      expect(services.sink.messages.map((m) => m.to[0]).sort()).toEqual([
        'eins@example.com',
        'zwei@example.com',
      ]);
      const mails = await db.select().from(emailLogs).where(eq(emailLogs.companyId, companyId));
      expect(mails.map((m) => m.status)).toEqual(['sent', 'sent']);
      const [scan] = await db.select().from(scans).where(eq(scans.companyId, companyId));
      expect(scan).toMatchObject({ status: 'completed', done: 2, successCount: 2, emailsSent: 2 });
      expect(await db.select().from(scanLogs).where(eq(scanLogs.scanId, scan.id))).toHaveLength(2);
    });
  },
  { jobs: { retryDelayMs: 10 } },
);
