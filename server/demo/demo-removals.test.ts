import { asc, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { removalStates } from '../../common/enums';
import { describeApi } from '../../tests/support/app';
import { scanServicesForFile } from '../../tests/support/scan-fixture';
import { removalCheckRuns, removalChecks, removals } from '../db/schema';
import * as q from './demo.queries';
import { seedDemo } from './seed/seed-demo';
import { showStoredReviews } from './start-demo';

const services = scanServicesForFile();

describeApi(
  'demo removal cases',
  (ctx) => {
    it('seeds a case in every state with its proof, and a demo scan verifies the verifying one', async () => {
      const db = ctx.database.db;
      const { companyIds } = await seedDemo(db, { customers: 24, reviews: 600, emailLogs: 20, scanLogs: 20 });
      await q.pointCompaniesAtSimulations(db, {
        sinkUser: services.sink.user,
        sinkHost: services.sink.host,
        sinkPort: services.sink.port,
        passwordSealed: ctx.app.ctx.secrets.seal(services.sink.password),
        apifyKeySealed: ctx.app.ctx.secrets.seal(services.fake.token),
      });
      await showStoredReviews(db, services.fake);

      const cases = await db.select().from(removals).orderBy(asc(removals.id));
      expect([...new Set(cases.map((c) => c.state))].sort()).toEqual([...removalStates].sort());
      const byState = new Map(cases.map((c) => [c.state, c]));
      const verifying = byState.get('verifying');
      expect(verifying?.firstMissAt?.getTime()).toBeLessThan(Date.now() - 21 * 3_600_000);
      const removedProof = await db
        .select()
        .from(removalChecks)
        .where(eq(removalChecks.removalId, byState.get('removed')?.id ?? 0));
      expect(removedProof.map((p) => p.outcome)).toEqual(['missing', 'missing']);

      const { cookie } = await ctx.signIn('manager');
      expect((await ctx.request('POST', `/api/manual-scan/${companyIds[0]}`, cookie)).statusCode).toBe(200);
      let after: (typeof cases)[number] | undefined;
      for (let i = 0; i < 400; i++) {
        [after] = await db
          .select()
          .from(removals)
          .where(eq(removals.id, verifying?.id ?? 0));
        const running = await db
          .select()
          .from(removalCheckRuns)
          .where(eq(removalCheckRuns.status, 'running'));
        if (after.state !== 'verifying' && running.length === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(after).toMatchObject({ state: 'removed', lastCheckOutcome: 'missing' });
      // The others as they were: the filed and appealed reviews are still there, the removed one still gone.
      const now = new Map((await db.select().from(removals)).map((c) => [c.id, c.state]));
      for (const c of cases.filter((x) => x.state !== 'verifying')) expect(now.get(c.id)).toBe(c.state);
      const [run] = await db
        .select()
        .from(removalCheckRuns)
        .where(eq(removalCheckRuns.status, 'completed'))
        .orderBy(desc(removalCheckRuns.id))
        .limit(1);
      // The open cases' customers: filed, verifying, appealed, and the five watched after removal.
      expect(run).toMatchObject({ trigger: 'scheduled', customers: 8, checked: 8 });
    });
  },
  { config: () => ({ scanWorkers: true, apifyBaseUrl: services.fake.url }), jobs: { retryDelayMs: 10 } },
);
