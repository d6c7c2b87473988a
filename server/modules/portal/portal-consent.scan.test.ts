// The portal's e-mail choice as the scan obeys it (decision 079), on both databases: the owner
// opens the link of a real offer mail, opts out (the next scan mails nothing), then consents
// again (the next scan mails again).
import { desc, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import * as fx from '../../../tests/support/scan-fixture';
import { emailLogs, scanLogs } from '../../db/schema';

const DAY = 24 * 3600_000;

fx.describeScanApi('portal e-mail choice and the scan', (ctx, services) => {
  beforeEach(() => {
    services.sink.messages.length = 0;
    services.fake.scenarios.clear();
  });
  const db = () => ctx.database.db;
  const lastStatus = async (customerId: number) => {
    const [log] = await db()
      .select()
      .from(scanLogs)
      .where(eq(scanLogs.customerId, customerId))
      .orderBy(desc(scanLogs.id))
      .limit(1);
    return JSON.parse(log.details ?? '{}').emailStatus;
  };
  /** New negative reviews for the next scan, and the last offer two days old (one offer a day). */
  async function nextRound(customerId: number, prefix: string) {
    services.fake.scenarios.set(fx.placeLink('Portal'), { items: fx.reviews(prefix, [[1, 2]]) });
    const old = new Date(Date.now() - 2 * DAY);
    await db()
      .update(emailLogs)
      .set({ createdAt: old, sentAt: old })
      .where(eq(emailLogs.customerId, customerId));
    services.sink.messages.length = 0;
  }
  const post = (token: string, action: string, body?: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/portal/${token}/${action}`,
      ...(body ? { payload: body } : {}),
    });

  it('sends no offer after the portal’s opt-out and sends again after the portal’s consent', async () => {
    const companyId = await fx.scanCompany(ctx, services, 'Reputationsschutz Nord GmbH', {
      requireConsent: true,
      consentText: 'Ich willige ein, per E-Mail über neue Bewertungen informiert zu werden.',
      consentTextVersion: 1,
    });
    const customerId = await fx.insertCustomer(db(), companyId, {
      name: 'Portal',
      email: 'portal@example.com',
      googleMapsLink: fx.placeLink('Portal'),
      consent: 'given',
    });
    services.fake.scenarios.set(fx.placeLink('Portal'), { items: fx.reviews('erst', [[1, 3]]) });
    const { cookie } = await ctx.signIn('manager');
    await fx.runManualScan(ctx, companyId, cookie);
    expect(services.sink.messages.map((m) => m.to)).toEqual([['portal@example.com']]);
    const token = /\/kunde\/([A-Za-z0-9_-]{43})/.exec(services.sink.messages[0].text)?.[1] ?? '';
    expect(token).toHaveLength(43);

    expect((await post(token, 'opt-out')).statusCode).toBe(200);
    await nextRound(customerId, 'zwei');
    await fx.runManualScan(ctx, companyId, cookie);
    expect(services.sink.messages).toHaveLength(0);
    expect(await lastStatus(customerId)).toBe('opted_out');

    const consent = await post(token, 'consent', { consentTextVersion: 1 });
    expect(consent.statusCode, consent.body).toBe(200);
    await nextRound(customerId, 'drei');
    await fx.runManualScan(ctx, companyId, cookie);
    expect(services.sink.messages.map((m) => m.to)).toEqual([['portal@example.com']]);
    expect(await lastStatus(customerId)).toBe('sent');
  });
});
