// The owner's e-mail choice in the portal (issue 36 point 6, decision 079) on both databases: the
// opt-out is the mails' own (record, bell, idempotent), the consent carries the sign-up's proof and
// needs a link that came by mail; dead links are a German 404; another customer is never touched.
import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { PortalMailResult, PortalView } from '../../../common/schemas/portal';
import { describeApi } from '../../../tests/support/app';
import { alerts, companies, consentEvents, customers, emailLogs } from '../../db/schema';
import { idleLinks, seededGoneLinkMessage, seedPortal } from './portal.fixture';
import { unknownLinkMessage } from './portal.service';
import { notFromMailMessage } from './portal-consent.service';
import { issuePortalToken, revokePortalLinks } from './portal-links';

const CONSENT_TEXT =
  'Ich willige ein, dass Reputationsschutz Nord mich per E-Mail über neue Bewertungen informiert.';

describeApi('customer portal: e-mail choice', (ctx) => {
  const db = () => ctx.database.db;
  const post = (token: string, action: 'opt-out' | 'consent', body?: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/portal/${token}/${action}`,
      ...(body ? { payload: body } : {}),
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Testbrowser' },
    });
  const view = async (token: string) =>
    (await ctx.request('GET', `/api/portal/${token}`)).json() as PortalView;

  /** The portal with a consent text, and a link that came with a real mail to the owner. */
  async function seed() {
    const s = await seedPortal(db());
    await db()
      .update(companies)
      .set({ consentText: CONSENT_TEXT, consentTextVersion: 3 })
      .where(eq(companies.id, s.company.id));
    const [log] = await db()
      .insert(emailLogs)
      .values({
        customerId: s.customer.id,
        companyId: s.company.id,
        emailSubject: 'Ihre Google-Bewertung',
        emailContent: '…',
        status: 'sent',
        sentAt: new Date('2026-11-20T09:00:00Z'),
        recipient: 'inhaber@baeckerei-mueller.de',
      })
      .returning();
    const mailToken = await issuePortalToken(db(), {
      companyId: s.company.id,
      customerId: s.customer.id,
      emailLogId: log.id,
    });
    return { ...s, mailToken };
  }
  const eventsOf = (customerId: number) =>
    db()
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.customerId, customerId))
      .orderBy(asc(consentEvents.id));
  const customerRow = async (id: number) =>
    (await db().select().from(customers).where(eq(customers.id, id)))[0];

  it('opts out like the mails’ link: one record, the bell, a second click changes nothing', async () => {
    const s = await seed();
    expect((await view(s.token)).mail).toMatchObject({ state: 'on', consentGiven: false, canConsent: false });
    expect((await view(s.mailToken)).mail).toMatchObject({
      state: 'on',
      consent: { text: CONSENT_TEXT, version: 3 },
      canConsent: true,
    });

    const first = await post(s.token, 'opt-out');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const body = first.json() as PortalMailResult;
    expect(body.message).toBe(
      'Erledigt: Sie erhalten keine E-Mails zu neuen Bewertungen mehr von Reputationsschutz Nord.',
    );
    expect(body.mail.state).toBe('opted_out');
    const optedOutAt = (await customerRow(s.customer.id)).optedOutAt;
    expect(optedOutAt).not.toBeNull();

    const again = await post(s.token, 'opt-out');
    expect(again.statusCode).toBe(200);
    expect((await customerRow(s.customer.id)).optedOutAt).toEqual(optedOutAt);
    expect(await eventsOf(s.customer.id)).toMatchObject([
      { consent: 'none', source: 'opt_out', note: 'Im Kundenportal abbestellt' },
    ]);
    expect(await db().select().from(alerts).where(eq(alerts.kind, 'opt_out'))).toMatchObject([
      { customerId: s.customer.id, message: '„Bäckerei Müller“ hat sich von E-Mails abgemeldet' },
    ]);
    const page = await view(s.token);
    expect(page.customer.optedOut).toBe(true);
    expect(page.mail.state).toBe('opted_out');
    // The other customer of the same company is untouched.
    expect((await customerRow(s.other.id)).optedOutAt).toBeNull();
    expect(await eventsOf(s.other.id)).toEqual([]);
  });

  it('records a consent with the sign-up’s proof, lifts the own opt-out, and a second click records nothing', async () => {
    const s = await seed();
    await post(s.mailToken, 'opt-out');
    const res = await post(s.mailToken, 'consent', { consentTextVersion: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Vielen Dank! Sie erhalten wieder E-Mails zu neuen Bewertungen von Reputationsschutz Nord.',
      mail: { state: 'on', consentGiven: true },
    });
    const customer = await customerRow(s.customer.id);
    expect(customer).toMatchObject({ optedOutAt: null, consent: 'given' });
    expect(customer.consentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const events = await eventsOf(s.customer.id);
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({
      consent: 'given',
      source: 'portal',
      userId: null,
      ip: '127.0.0.1',
      userAgent: 'Mozilla/5.0 (iPhone) Testbrowser',
      consentText: CONSENT_TEXT,
      consentTextVersion: 3,
      email: 'inhaber@baeckerei-mueller.de',
    });
    expect(events[1].note).toMatch(
      /^Kundenportal: erteilt über den persönlichen Link aus der E-Mail vom 20\.11\.2026 10:00 an inhaber@baeckerei-mueller\.de$/,
    );

    expect((await post(s.mailToken, 'consent', { consentTextVersion: 3 })).statusCode).toBe(200);
    expect(await eventsOf(s.customer.id)).toHaveLength(2);
    // The operator's drawer shows the proof.
    const { cookie } = await ctx.signIn('manager');
    const activity = (await ctx.request('GET', `/api/customers/${s.customer.id}/activity`, cookie)).json();
    expect(activity.consentHistory[0]).toMatchObject({
      source: 'portal',
      proof: { email: 'inhaber@baeckerei-mueller.de', consentTextVersion: 3 },
    });
  });

  it('refuses a consent without proof or against an old text, in German, writing nothing', async () => {
    const s = await seed();
    await post(s.token, 'opt-out');
    const before = await eventsOf(s.customer.id);

    // A link a manager made by hand (or a test mail's) proves no mailbox.
    const handMade = await post(s.token, 'consent', { consentTextVersion: 3 });
    expect(handMade.statusCode).toBe(403);
    expect(handMade.json().message).toBe(notFromMailMessage('Reputationsschutz Nord'));
    await db().update(emailLogs).set({ isTest: true });
    expect((await post(s.mailToken, 'consent', { consentTextVersion: 3 })).statusCode).toBe(403);
    await db().update(emailLogs).set({ isTest: false });

    const old = await post(s.mailToken, 'consent', { consentTextVersion: 2 });
    expect(old.statusCode).toBe(409);
    expect(old.json().message).toBe(
      'Der Einwilligungstext wurde inzwischen geändert. Bitte lesen Sie ihn erneut und bestätigen Sie dann.',
    );
    for (const body of [{}, { consentTextVersion: 'drei' }, { consentTextVersion: 3, extra: 1 }]) {
      const bad = await post(s.mailToken, 'consent', body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().message).toMatch(/[äöüÄÖÜß]|Ungültig|unbekannt/i);
    }
    await db().update(companies).set({ consentText: null }).where(eq(companies.id, s.company.id));
    const noText = await post(s.mailToken, 'consent', { consentTextVersion: 3 });
    expect(noText.statusCode).toBe(409);
    expect(noText.json().message).toBe(
      'Eine Einwilligung ist hier zurzeit nicht möglich. Bitte wenden Sie sich an Reputationsschutz Nord.',
    );
    expect(await eventsOf(s.customer.id)).toEqual(before);
    expect((await customerRow(s.customer.id)).optedOutAt).not.toBeNull();
  });

  it('a forged, revoked or expired link: 404 in German on both actions, and nobody changes', async () => {
    const s = await seed();
    const forged = await post('x'.repeat(43), 'opt-out');
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe(unknownLinkMessage);
    expect((await post('kurz', 'consent', { consentTextVersion: 3 })).json().message).toBe(
      unknownLinkMessage,
    );

    await revokePortalLinks(db(), s.customer.id);
    for (const action of ['opt-out', 'consent'] as const) {
      const revoked = await post(s.mailToken, action, { consentTextVersion: 3 });
      expect(revoked.statusCode).toBe(404);
      expect(revoked.json().message).toBe(seededGoneLinkMessage);
    }
    await idleLinks(db(), s.other.id);
    const expired = await post(s.otherToken, 'opt-out');
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toMatch(
      /^Dieser Link ist abgelaufen .* Reputationsschutz Nord \(hilfe@nord\.de/,
    );
    for (const id of [s.customer.id, s.other.id]) expect((await customerRow(id)).optedOutAt).toBeNull();
    expect(await db().select().from(consentEvents)).toEqual([]);
  });
});
