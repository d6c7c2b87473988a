// Consent visible (issue 21, decision 043): every change with who and when, the opt-out recorded
// and final, the history in the drawer's activity, the list filter 'Einwilligung' with its counts,
// and the count of customers the offers reach without consent.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { consentSummarySchema, customerStatusCountsSchema } from '../../../common/schemas/customer';
import { customerActivitySchema } from '../../../common/schemas/customer-activity';
import { describeApi, ISO } from '../../../tests/support/app';
import { companies, consentEvents, customers } from '../../db/schema';
import { unsubscribeToken } from '../../mail/unsubscribe-token';
import { recordConsent } from './consent.queries';

describeApi('consent visible', (ctx) => {
  const db = () => ctx.database.db;
  const company = async (values: Partial<typeof companies.$inferInsert> = {}) =>
    (
      await db()
        .insert(companies)
        .values({ name: 'Reputation Nord', ...values })
        .returning()
    )[0];
  const customer = async (companyId: number, values: Partial<typeof customers.$inferInsert> = {}) =>
    (
      await db()
        .insert(customers)
        .values({ companyId, name: 'Bäckerei Korn', email: 'info@korn.example', ...values })
        .returning()
    )[0];
  const activity = async (id: number, cookie: string) => {
    const res = await ctx.request('GET', `/api/customers/${id}/activity`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return customerActivitySchema.strict().parse(res.json()).consentHistory;
  };
  const put = (id: number, cookie: string, body: object) =>
    ctx.request('PUT', `/api/customers/${id}`, cookie, {
      name: 'Bäckerei Korn',
      email: 'info@korn.example',
      googleMapsLink: 'https://maps.app.goo.gl/abc',
      ...body,
    });

  it('records an operator change of consent with who and when, in the history newest first', async () => {
    const c = await company();
    const { cookie } = await ctx.signIn('manager');
    const created = await ctx.request('POST', '/api/customers', cookie, {
      companyId: c.id,
      name: 'Bäckerei Korn',
      email: 'info@korn.example',
      googleMapsLink: 'https://maps.app.goo.gl/abc',
      consent: 'requested',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ consent: 'requested', consentDate: null });

    const given = await put(id, cookie, {
      consent: 'given',
      consentDate: '12.11.2026',
      consentNote: 'telefonisch mit Herrn Korn',
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({
      consent: 'given',
      consentDate: '2026-11-12',
      consentNote: 'telefonisch mit Herrn Korn',
    });
    // The same values again change nothing and record nothing.
    expect(
      (
        await put(id, cookie, {
          consent: 'given',
          consentDate: '2026-11-12',
          consentNote: 'telefonisch mit Herrn Korn',
        })
      ).statusCode,
    ).toBe(200);
    // A status change alone leaves the consent history alone.
    expect(
      (await ctx.request('PATCH', `/api/customers/${id}`, cookie, { status: 'called' })).statusCode,
    ).toBe(200);

    const history = await activity(id, cookie);
    expect(history).toEqual([
      {
        id: expect.any(Number),
        consent: 'given',
        source: 'operator',
        at: expect.stringMatching(ISO),
        by: 'manager 1',
        note: 'telefonisch mit Herrn Korn',
        proof: null,
      },
      expect.objectContaining({ consent: 'requested', source: 'operator', by: 'manager 1', note: null }),
    ]);
    expect(Date.parse(history[0].at)).toBeGreaterThanOrEqual(Date.parse(history[1].at));

    // Back to 'Keine': the date goes, the change is recorded.
    const none = await put(id, cookie, { consent: 'none', consentDate: '', consentNote: '' });
    expect(none.json()).toMatchObject({ consent: 'none', consentDate: null, consentNote: null });
    expect((await activity(id, cookie)).map((h) => h.consent)).toEqual(['none', 'given', 'requested']);
  });

  it('answers a sign-up with its proof, and a customer without changes with an empty history', async () => {
    const c = await company();
    const k = await customer(c.id);
    const quiet = await customer(c.id, { name: 'Ohne Verlauf', email: 'x@y.example' });
    const proof = {
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (iPhone)',
      consentText: 'Ja, ich möchte Angebote per E-Mail erhalten.',
      consentTextVersion: 3,
      email: 'info@korn.example',
    };
    await db().transaction((tx) =>
      recordConsent(tx, {
        customerId: k.id,
        consent: 'given',
        source: 'signup',
        at: new Date('2026-11-12T09:15:00Z'),
        proof,
      }),
    );
    const { cookie } = await ctx.signIn('user');
    expect(await activity(k.id, cookie)).toEqual([
      {
        id: expect.any(Number),
        consent: 'given',
        source: 'signup',
        at: '2026-11-12T09:15:00.000Z',
        by: null,
        note: null,
        proof,
      },
    ]);
    expect(await activity(quiet.id, cookie)).toEqual([]);
  });

  it('records the opt-out once, and no consent makes the customer mailable again', async () => {
    const c = await company();
    const k = await customer(c.id, { consent: 'given', consentDate: '2026-11-01' });
    const { cookie } = await ctx.signIn('admin');
    const token = unsubscribeToken(ctx.app.ctx.config.appSecret, k.id);
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: `/abmelden/${token}` });
      expect(res.statusCode).toBe(200);
    }
    const [after] = await db().select().from(customers).where(eq(customers.id, k.id));
    expect(after.optedOutAt).toBeInstanceOf(Date);
    expect({ consent: after.consent, consentDate: after.consentDate }).toEqual({
      consent: 'none',
      consentDate: null,
    });
    const events = await db().select().from(consentEvents).where(eq(consentEvents.customerId, k.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ consent: 'none', source: 'opt_out', userId: null, userName: null });

    // The operator records a new consent: it is recorded, the opt-out stays.
    const res = await put(k.id, cookie, { consent: 'given', consentDate: '2026-12-01' });
    expect(res.json()).toMatchObject({ consent: 'given', optedOutAt: after.optedOutAt?.toISOString() });
    expect((await activity(k.id, cookie)).map((h) => h.source)).toEqual(['operator', 'opt_out']);
    const list = await ctx.request('GET', `/api/customers?companyId=${c.id}&consent=opted_out`, cookie);
    expect(list.json().map((x: { id: number }) => x.id)).toEqual([k.id]);
  });

  it('filters the list by consent (each value) and counts every value under the status', async () => {
    const c = await company();
    const other = await company({ name: 'Andere' });
    const seed: [string, Partial<typeof customers.$inferInsert>][] = [
      ['given 1', { consent: 'given', status: 'called' }],
      ['given 2', { consent: 'given' }],
      ['requested', { consent: 'requested', status: 'called' }],
      ['none 1', {}],
      ['none 2', { status: 'sold' }],
      ['none 3', {}],
      ['out given', { consent: 'given', optedOutAt: new Date() }],
      ['out none', { optedOutAt: new Date(), status: 'called' }],
    ];
    const ids: Record<string, number> = {};
    for (const [name, values] of seed) ids[name] = (await customer(c.id, { name, ...values })).id;
    await customer(other.id, { consent: 'given' });
    const { cookie } = await ctx.signIn('user');
    const expected = {
      all: Object.keys(ids),
      given: ['given 1', 'given 2'],
      requested: ['requested'],
      none: ['none 1', 'none 2', 'none 3'],
      opted_out: ['out given', 'out none'],
    };
    for (const [value, names] of Object.entries(expected)) {
      for (const withReviews of [false, true]) {
        const url = `/api/customers?companyId=${c.id}&consent=${value}&withReviews=${withReviews}`;
        const res = await ctx.request('GET', url, cookie);
        expect(res.statusCode, res.body).toBe(200);
        const got = res.json().map((x: { name: string }) => x.name);
        expect(got.sort(), `${value} ${withReviews}`).toEqual([...names].sort());
      }
      const counts = await ctx.request(
        'GET',
        `/api/customers/status-counts?companyId=${c.id}&consent=${value}`,
        cookie,
      );
      const body = customerStatusCountsSchema.strict().parse(counts.json());
      expect(body.all, value).toBe(names.length);
      expect(body.consent).toEqual({ all: 8, given: 2, requested: 1, none: 3, opted_out: 2 });
    }
    // Together with the status and the search.
    const called = await ctx.request(
      'GET',
      `/api/customers?companyId=${c.id}&status=called&consent=given`,
      cookie,
    );
    expect(called.json().map((x: { name: string }) => x.name)).toEqual(['given 1']);
    const counts = await ctx.request(
      'GET',
      `/api/customers/status-counts?companyId=${c.id}&status=called&consent=none&search=out`,
      cookie,
    );
    expect(counts.json()).toEqual({
      all: 0,
      email_sent: 0,
      called: 0,
      sold: 0,
      not_sold: 0,
      consent: { all: 1, given: 0, requested: 0, none: 0, opted_out: 1 },
    });
    const bad = await ctx.request('GET', `/api/customers?companyId=${c.id}&consent=ja`, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Einwilligung');
  });

  it('counts the customers the offers reach without consent, and the one switch changes the rule', async () => {
    const c = await company({ legalName: 'Reputation Nord GmbH', mailDailyCap: 300 });
    await customer(c.id, { consent: 'given' });
    await customer(c.id, { consent: 'requested' });
    await customer(c.id, {});
    await customer(c.id, {});
    await customer(c.id, { isActive: false });
    await customer(c.id, { optedOutAt: new Date() });
    await customer(c.id, { email: '' });
    await customer((await company({ name: 'Andere' })).id, {});
    const { cookie } = await ctx.signIn('manager');
    const summary = async () => {
      const res = await ctx.request('GET', `/api/customers/consent-summary?companyId=${c.id}`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      return consentSummarySchema.strict().parse(res.json());
    };
    expect(await summary()).toEqual({ requireConsent: false, withoutConsent: 3 });

    // The automation page's switch sends the name and the rule only: nothing else changes.
    const saved = await ctx.request('PUT', `/api/companies/${c.id}`, cookie, {
      name: c.name,
      requireConsent: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      requireConsent: true,
      legalName: 'Reputation Nord GmbH',
      mailDailyCap: 300,
    });
    expect(await summary()).toEqual({ requireConsent: true, withoutConsent: 3 });

    const unknown = await ctx.request('GET', '/api/customers/consent-summary?companyId=999999', cookie);
    expect(unknown.statusCode).toBe(404);
  });
});
