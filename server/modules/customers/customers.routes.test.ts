import { expect, it } from 'vitest';
import { customerStatuses } from '../../../common/enums';
import { describeApi, ISO } from '../../../tests/support/app';
import { companies, customers, emailLogs, reviews } from '../../db/schema';

const valid = {
  companyId: 1,
  name: 'Bäckerei Schmidt',
  email: 'info@schmidt.example',
  googleMapsLink: 'https://maps.app.goo.gl/abc',
};

describeApi('customers', (ctx) => {
  const db = () => ctx.database.db;
  const seedCompanies = () =>
    db()
      .insert(companies)
      .values([{ name: 'A' }, { name: 'B' }]);
  const create = async (cookie: string, payload: object = valid) => {
    const res = await ctx.request('POST', '/api/customers', cookie, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  it('creates with the server defaults and reads it back', async () => {
    await seedCompanies();
    const { cookie } = await ctx.signIn('manager');
    const created = await create(cookie, {
      ...valid,
      pricePerReview: '',
      status: '',
      phone: '',
      contactTitle: '',
    });
    expect(created).toEqual({
      id: 1,
      companyId: 1,
      name: 'Bäckerei Schmidt',
      email: 'info@schmidt.example',
      phone: null,
      googleMapsLink: 'https://maps.app.goo.gl/abc',
      pricePerReview: '89.00',
      status: 'email_sent',
      contactPerson: null,
      contactTitle: null,
      isActive: true,
      optedOutAt: null,
      consent: 'none',
      consentDate: null,
      consentNote: null,
      billingName: null,
      billingAddress: null,
      createdAt: expect.stringMatching(ISO),
    });
    const full = await create(cookie, {
      ...valid,
      pricePerReview: 12.5,
      status: 'called',
      contactTitle: 'Frau',
      contactPerson: 'Eva Schmidt',
    });
    expect(full).toMatchObject({
      pricePerReview: '12.50',
      status: 'called',
      contactTitle: 'Frau',
      contactPerson: 'Eva Schmidt',
    });
    expect((await create(cookie, { ...valid, pricePerReview: '0' })).pricePerReview).toBe('0.00');

    const user = await ctx.signIn('user');
    expect((await ctx.request('GET', '/api/customers/1', user.cookie)).json()).toEqual(created);
  });

  it('answers 401 without a session; users may read and change the status only', async () => {
    await seedCompanies();
    const admin = await ctx.signIn('admin');
    await create(admin.cookie);
    for (const [method, url] of [
      ['GET', '/api/customers?companyId=1'],
      ['GET', '/api/customers/1'],
      ['POST', '/api/customers'],
      ['PUT', '/api/customers/1'],
      ['PATCH', '/api/customers/1'],
      ['DELETE', '/api/customers/1'],
    ] as const) {
      expect(
        (await ctx.request(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : {}))
          .statusCode,
      ).toBe(401);
    }
    const { cookie } = await ctx.signIn('user');
    expect((await ctx.request('GET', '/api/customers?companyId=1', cookie)).json()).toHaveLength(1);
    for (const [method, payload] of [
      ['POST', valid],
      ['PUT', valid],
      ['DELETE', undefined],
    ] as const) {
      const res = await ctx.request(
        method,
        method === 'POST' ? '/api/customers' : '/api/customers/1',
        cookie,
        payload,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Keine Berechtigung für diese Aktion');
    }
    const deactivate = await ctx.request('PATCH', '/api/customers/1', cookie, { isActive: false });
    expect(deactivate.statusCode).toBe(403);
    const status = await ctx.request('PATCH', '/api/customers/1', cookie, { status: 'sold' });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ status: 'sold', isActive: true, name: valid.name });
    expect(await db().$count(customers)).toBe(1);
  });

  it('lets any status follow any other and (de)activates for managers', async () => {
    await seedCompanies();
    const { cookie } = await ctx.signIn('manager');
    await create(cookie);
    for (const from of customerStatuses) {
      for (const to of customerStatuses) {
        await ctx.request('PATCH', '/api/customers/1', cookie, { status: from });
        const res = await ctx.request('PATCH', '/api/customers/1', cookie, { status: to });
        expect(res.json().status).toBe(to);
      }
    }
    expect((await ctx.request('PATCH', '/api/customers/1', cookie, { status: '' })).json().status).toBe(
      'email_sent',
    );
    expect(
      (await ctx.request('PATCH', '/api/customers/1', cookie, { isActive: false })).json().isActive,
    ).toBe(false);
    for (const payload of [
      {},
      { status: 'sold', isActive: true },
      { name: 'X' },
      { status: 'gewonnen' },
      { isActive: 'nein' },
    ]) {
      const res = await ctx.request('PATCH', '/api/customers/1', cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/^[A-ZÄÖÜa-z]/);
    }
    expect((await ctx.request('PATCH', '/api/customers/99', cookie, { status: 'sold' })).json()).toEqual({
      message: 'Kunde nicht gefunden',
    });
  });

  it('replaces the fields with PUT, keeps the company, and keeps the status when none is sent', async () => {
    await seedCompanies();
    const { cookie } = await ctx.signIn('admin');
    await create(cookie, { ...valid, status: 'called', pricePerReview: 50 });
    const { companyId: _c, ...fields } = valid;
    const put = await ctx.request('PUT', '/api/customers/1', cookie, {
      ...fields,
      name: 'Neu',
      phone: '+49 30 1',
      pricePerReview: '',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      name: 'Neu',
      phone: '+49 30 1',
      pricePerReview: '89.00',
      status: 'called',
      companyId: 1,
    });
    expect(
      (await ctx.request('PUT', '/api/customers/1', cookie, { ...valid, status: 'not_sold' })).json().status,
    ).toBe('not_sold');

    const move = await ctx.request('PUT', '/api/customers/1', cookie, { ...valid, companyId: 2 });
    expect(move.statusCode).toBe(400);
    expect(move.json().message).toBe('Die Firma eines Kunden kann nicht geändert werden');
    expect((await ctx.request('PUT', '/api/customers/99', cookie, valid)).statusCode).toBe(404);
    expect((await ctx.request('GET', '/api/customers/1', cookie)).json()).toMatchObject({
      companyId: 1,
      status: 'not_sold',
    });
  });

  it('records the consent basis (German or ISO date), keeps it when a PUT leaves it out, and never takes an opt-out', async () => {
    await seedCompanies();
    const { cookie } = await ctx.signIn('manager');
    const created = await create(cookie, {
      ...valid,
      consent: 'given',
      consentDate: '3.11.2026',
      consentNote: 'Telefonisch zugestimmt',
    });
    expect(created).toMatchObject({
      consent: 'given',
      consentDate: '2026-11-03',
      consentNote: 'Telefonisch zugestimmt',
    });
    const { companyId: _c, ...fields } = valid;
    const put = await ctx.request('PUT', `/api/customers/${created.id}`, cookie, { ...fields, name: 'Neu' });
    expect(put.json()).toMatchObject({ consent: 'given', consentDate: '2026-11-03' });
    const cleared = await ctx.request('PUT', `/api/customers/${created.id}`, cookie, {
      ...fields,
      consent: 'requested',
      consentDate: '',
    });
    expect(cleared.json()).toMatchObject({ consent: 'requested', consentDate: null });
    for (const bad of [{ consent: 'ja' }, { consentDate: '31.02.2026' }, { consentDate: '2026-13-01' }]) {
      const res = await ctx.request('PUT', `/api/customers/${created.id}`, cookie, { ...fields, ...bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Einwilligung/);
    }
    // The opt-out belongs to the customer's link alone.
    const optOut = await ctx.request('PUT', `/api/customers/${created.id}`, cookie, {
      ...fields,
      optedOutAt: null,
    });
    expect(optOut.statusCode).toBe(400);
    expect(
      (await ctx.request('PATCH', `/api/customers/${created.id}`, cookie, { optedOutAt: null })).statusCode,
    ).toBe(400);
  });

  it('deletes with its reviews and e-mail logs, then answers 404', async () => {
    await seedCompanies();
    const { cookie } = await ctx.signIn('admin');
    await create(cookie);
    await create(cookie, { ...valid, name: 'Bleibt' });
    await db().insert(reviews).values({ customerId: 1, companyId: 1, externalId: 'r1', rating: 2 });
    await db()
      .insert(emailLogs)
      .values({ customerId: 1, companyId: 1, emailSubject: 'S', emailContent: 'C' });
    const res = await ctx.request('DELETE', '/api/customers/1', cookie);
    expect(res.json()).toEqual({ message: 'Kunde gelöscht' });
    expect(await db().$count(reviews)).toBe(0);
    expect(await db().$count(emailLogs)).toBe(0);
    expect(await db().$count(customers)).toBe(1);
    const again = await ctx.request('DELETE', '/api/customers/1', cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Kunde nicht gefunden');
  });

  it('reads a German decimal comma and a point alike', async () => {
    await seedCompanies();
    const { cookie } = await ctx.signIn('admin');
    for (const [price, stored] of [
      ['79,50', '79.50'],
      ['79.50', '79.50'],
      ['120,5', '120.50'],
      [' 89 ', '89.00'],
    ]) {
      const res = await ctx.request('POST', '/api/customers', cookie, { ...valid, pricePerReview: price });
      expect(res.statusCode, price).toBe(201);
      expect(res.json().pricePerReview).toBe(stored);
    }
  });

  it('rejects bad input with 400/404 and a German message, writing nothing', async () => {
    await seedCompanies();
    const { cookie } = await ctx.signIn('admin');
    const bad: [object, string][] = [
      [{ ...valid, name: ' ' }, 'Name ist erforderlich'],
      [{ ...valid, googleMapsLink: undefined }, 'Google Maps Link ist erforderlich'],
      [{ ...valid, email: '' }, 'E-Mail ist erforderlich'],
      [{ ...valid, email: 'keine-mail' }, 'Ungültige E-Mail-Adresse'],
      [{ ...valid, pricePerReview: -1 }, 'Preis darf nicht negativ sein'],
      [{ ...valid, pricePerReview: 'zehn' }, 'Preis muss eine Zahl sein, z. B. 79,50'],
      [{ ...valid, pricePerReview: 1.234 }, 'Preis darf höchstens 2 Nachkommastellen haben'],
      [{ ...valid, pricePerReview: 1e8 }, 'Preis pro Bewertung darf höchstens 10.000,00 € betragen'],
      [{ ...valid, pricePerReview: true }, 'Preis muss eine Zahl sein, z. B. 79,50'],
      // A thousands separator is never guessed at: '7.950,00' could be 7950 or 7.95.
      [{ ...valid, pricePerReview: '7.950,00' }, 'Preis muss eine Zahl sein, z. B. 79,50'],
      [{ ...valid, pricePerReview: '1e3' }, 'Preis muss eine Zahl sein, z. B. 79,50'],
      [{ ...valid, pricePerReview: '79,505' }, 'Preis darf höchstens 2 Nachkommastellen haben'],
      [{ ...valid, status: 'gewonnen' }, 'Ungültiger Status'],
      [{ ...valid, contactTitle: 'Dr.' }, 'Anrede muss Herr oder Frau sein'],
      [{ ...valid, isActive: false }, 'Unbekannter Schlüssel: "isActive"'],
      [{ ...valid, name: 'x'.repeat(501) }, 'Name darf höchstens 500 Zeichen haben'],
      [
        { ...valid, googleMapsLink: `https://maps.example/${'x'.repeat(2000)}` },
        'Google Maps Link darf höchstens 2000 Zeichen haben',
      ],
      [{ ...valid, companyId: undefined }, 'Firmen-ID ist erforderlich'],
      [{ ...valid, companyId: 'eins' }, 'Ungültige ID'],
    ];
    for (const [payload, message] of bad) {
      const res = await ctx.request('POST', '/api/customers', cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const unknownCompany = await ctx.request('POST', '/api/customers', cookie, { ...valid, companyId: 99 });
    expect(unknownCompany.statusCode).toBe(404);
    expect(unknownCompany.json().message).toBe('Firma nicht gefunden');
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.json()).toEqual({ message: 'Ungültiges JSON im Anfragetext' });
    const huge = await ctx.request('POST', '/api/customers', cookie, {
      ...valid,
      phone: 'x'.repeat(300_000),
    });
    expect(huge.statusCode).toBe(413);
    expect((await ctx.request('GET', '/api/customers/abc', cookie)).json().message).toBe('Ungültige ID');
    expect((await ctx.request('PUT', '/api/customers/-1', cookie, valid)).statusCode).toBe(400);
    expect(await db().$count(customers)).toBe(0);
  });
});
