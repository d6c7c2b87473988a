// The offer's templates through the API (PUT /api/companies/:id) and the live preview (issue 21 item 5).
import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import { addCompany, addCustomer, addReview } from '../../../tests/support/seed';

describeApi('offer templates and preview', (ctx) => {
  const db = () => ctx.database.db;
  const put = (id: number, cookie: string, body: object) =>
    ctx.request('PUT', `/api/companies/${id}`, cookie, { name: 'Reputationsschutz Nord GmbH', ...body });
  const preview = (id: number, cookie: string | undefined, body: object = {}) =>
    ctx.request('POST', `/api/companies/${id}/offer-preview`, cookie, body);

  it('saves a template with known placeholders, and an empty one as the default', async () => {
    const company = await addCompany(db());
    const { cookie } = await ctx.signIn('manager');
    const template = {
      offerSubject: 'Angebot für {kunde}',
      offerOpening: '{anrede},\n\nich bin {ansprechpartner}.',
      offerClosing: 'Viele Grüße\n{firma}',
    };
    const saved = await put(company.id, cookie, template);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject(template);
    const reset = await put(company.id, cookie, { offerSubject: '', offerOpening: ' ', offerClosing: '' });
    expect(reset.json()).toMatchObject({ offerSubject: null, offerOpening: null, offerClosing: null });
  });

  it('refuses templates that would fake or drop a fixed part, with a German 400', async () => {
    const company = await addCompany(db());
    const { cookie } = await ctx.signIn('admin');
    const cases: [object, RegExp][] = [
      [{ offerOpening: 'Hallo {vorname}' }, /^Einleitung: unbekannter Platzhalter „\{vorname\}“/],
      [{ offerClosing: 'Gruß\n-- \nNeues Impressum' }, /Schluss: /],
      [{ offerClosing: '<div style="display:none">' }, /^Schluss: HTML ist nicht erlaubt/],
      [{ offerClosing: 'Abmelden: https://andere.example' }, /Widerspruchshinweis und Abmeldelink/],
      [{ offerSubject: 'Ihre Bewertung' }, /^Betreff: muss das Angebot als solches erkennen lassen/],
      [{ offerSubject: 'AW: Angebot' }, /vortäuschen/],
      // The fixed parts are no template field: a body naming them is refused, not ignored.
      [{ offerFooter: '' }, /offerFooter/],
      [{ offerObjection: 'weg' }, /offerObjection/],
    ];
    for (const [body, message] of cases) {
      const res = await put(company.id, cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const stored = (await ctx.request('GET', `/api/companies/${company.id}`, cookie)).json();
    expect(stored).toMatchObject({ offerSubject: null, offerOpening: null, offerClosing: null });
  });

  it("previews the typed template with a real customer's data and reviews", async () => {
    const company = await addCompany(db(), 'Reputationsschutz Nord GmbH');
    const customer = await addCustomer(db(), company.id, {
      name: 'Autohaus Klein',
      contactTitle: 'Herr',
      contactPerson: 'Dr. Jörg Klein',
      pricePerReview: '79.50',
    });
    await addReview(db(), customer, {
      rating: 3,
      reviewText: null,
      reviewDate: new Date('2026-11-20T10:00:00Z'),
      reviewUrl: 'https://www.google.com/maps/reviews/x1',
    });
    await addReview(db(), customer, { rating: 5, reviewText: 'Super' });
    const other = await addCustomer(db(), (await addCompany(db(), 'Andere')).id, { name: 'Fremd' });
    const { cookie } = await ctx.signIn('manager');

    const res = await preview(company.id, cookie, {
      customerId: customer.id,
      offerClosing: 'Bis bald\n{firma}',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.subject).toBe('Ihre Google-Bewertung vom 20.11.2026 – Angebot zur Entfernung');
    expect(body.text).toMatch(
      /^Sehr geehrter Herr Dr\. Klein,\n\nauf Google haben wir eine neue kritische Bewertung für Autohaus Klein gefunden\./,
    );
    expect(body.text).toContain(
      'Bewertung ohne Text (nur Sterne)\nAuf Google ansehen: https://www.google.com/maps/reviews/x1',
    );
    expect(body.text).not.toContain('Super');
    expect(body.text).toContain('Preis: 79,50\u00a0€ zzgl. 19 % USt. (94,61\u00a0€ brutto).');
    expect(body.text).toContain('Bis bald\nReputationsschutz Nord GmbH\n\n-- ');
    expect(body.text).toContain('http://127.0.0.1:5000/abmelden/vorschau');
    expect(body.html).toContain('Bis bald<br>Reputationsschutz Nord GmbH');
    expect(body.customer).toEqual({ id: customer.id, name: 'Autohaus Klein' });
    expect(body.customers).toEqual([{ id: customer.id, name: 'Autohaus Klein' }]);

    const foreign = await preview(company.id, cookie, { customerId: other.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Kunde nicht gefunden');
  });

  it('previews sample data without a customer, the stored template where nothing is typed', async () => {
    const company = await addCompany(db());
    const { cookie } = await ctx.signIn('admin');
    await put(company.id, cookie, { offerSubject: 'Angebot: {bewertungen_anzahl} Bewertungen für {kunde}' });
    const res = await preview(company.id, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      subject: 'Angebot: 2 Bewertungen für Café Beispiel',
      customer: null,
      customers: [],
    });
    expect(res.json().text).toMatch(
      /^Sehr geehrte Frau Mustermann,\n\nauf Google haben wir 2 neue Bewertungen \(eine negative und eine kritische\)/,
    );
    // Typed but empty: the default.
    expect((await preview(company.id, cookie, { offerSubject: '' })).json().subject).toMatch(
      /^Ihre 2 Google-Bewertungen|^Ihre Google-Bewertungen vom .* – Angebot zur Entfernung$/,
    );
    const bad = await preview(company.id, cookie, { offerOpening: '{gibtsnicht}' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/unbekannter Platzhalter „\{gibtsnicht\}“/);
  });

  it('is for managers only; unknown companies and customers answer 404', async () => {
    const company = await addCompany(db());
    const user = await ctx.signIn('user');
    expect((await preview(company.id, user.cookie)).statusCode).toBe(403);
    expect((await preview(company.id, undefined)).statusCode).toBe(401);
    const { cookie } = await ctx.signIn('manager');
    const missing = await preview(999, cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Firma nicht gefunden');
    expect((await preview(company.id, cookie, { customerId: 999 })).json().message).toBe(
      'Kunde nicht gefunden',
    );
    expect((await preview(company.id, cookie, { customerId: 'x' })).statusCode).toBe(400);
  });
});
