// Issue 34 point 7: the privacy notice (Art. 13 DSGVO) of a company's public pages, a default text
// the company can replace in its settings (docs/decisions/058).
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { defaultPrivacyNotice } from '../../../common/privacy-notice';
import { describeApi } from '../../../tests/support/app';
import { auditEvents, companies, customers } from '../../db/schema';
import { unsubscribeToken } from '../../mail/unsubscribe-token';

describeApi('privacy notice of the public pages', (ctx) => {
  const db = () => ctx.database.db;
  const addCompany = async () => {
    const [row] = await db()
      .insert(companies)
      .values({
        name: 'Reputationsschutz Nord',
        legalName: 'Reputationsschutz Nord GmbH',
        legalAddress: 'Hafenstraße 12\n20457 Hamburg',
        managingDirectors: 'Anna Schulz',
        registerCourt: 'Amtsgericht Hamburg',
        registerNumber: 'HRB 123456',
        contactEmail: 'datenschutz@reputation-nord.de',
        signupSlug: 'nord-alarm',
        consentText: 'Ja, ich möchte informiert werden.',
      })
      .returning({ id: companies.id });
    return row.id;
  };
  const signupPage = async () => {
    const res = await ctx.request('GET', '/api/public/signup/nord-alarm');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().privacyNotice as string;
  };
  const stored = async (id: number) =>
    (await db().select({ text: companies.privacyNotice }).from(companies).where(eq(companies.id, id)))[0]
      .text;

  it('shows the default notice filled with the company’s name, address and contact until it writes its own', async () => {
    const id = await addCompany();
    const notice = await signupPage();
    expect(notice).toContain(
      'Verantwortlich für die Verarbeitung Ihrer Daten ist Reputationsschutz Nord GmbH, Hafenstraße 12, 20457 Hamburg. Kontakt: datenschutz@reputation-nord.de.',
    );
    // Art. 13 DSGVO: purpose, legal basis, storage period, rights.
    for (const part of [
      'Zweck:',
      'Art. 6 Abs. 1 lit. a DSGVO',
      'Speicherdauer:',
      'Ihre Rechte:',
      'Art. 77 DSGVO',
    ])
      expect(notice).toContain(part);
    expect(notice).not.toMatch(/[{}]/);
    const { cookie } = await ctx.signIn('manager');
    const company = await ctx.request('GET', `/api/companies/${id}`, cookie);
    expect(company.json().privacyNotice).toBeNull();
  });

  it('stores the company’s own text with placeholders, restores the default on blank or the default text, and records the change', async () => {
    const id = await addCompany();
    const { cookie } = await ctx.signIn('manager');
    const put = (privacyNotice: unknown) =>
      ctx.request('PUT', `/api/companies/${id}`, cookie, { name: 'Reputationsschutz Nord', privacyNotice });
    const own = 'Verantwortlich: {firma}, {anschrift}.\n\nFragen an {kontakt}. Widerruf jederzeit.';
    const saved = await put(own);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().privacyNotice).toBe(own);
    expect(await signupPage()).toBe(
      'Verantwortlich: Reputationsschutz Nord GmbH, Hafenstraße 12, 20457 Hamburg.\n\nFragen an datenschutz@reputation-nord.de. Widerruf jederzeit.',
    );
    const [entry] = await db().select().from(auditEvents).orderBy(auditEvents.id);
    expect(JSON.stringify(entry?.changes)).toContain('privacyNotice');

    expect((await put(defaultPrivacyNotice.replace(/\n/g, '\r\n'))).json().privacyNotice).toBeNull();
    expect(await stored(id)).toBeNull();
    await put(own);
    expect((await put('   ')).json().privacyNotice).toBeNull();
    expect(await signupPage()).toContain('Verantwortlich für die Verarbeitung Ihrer Daten ist');
  });

  it('refuses an unknown placeholder and HTML in German, writing nothing', async () => {
    const id = await addCompany();
    const { cookie } = await ctx.signIn('manager');
    for (const [text, message] of [
      ['Verantwortlich: {chef}', 'Datenschutzhinweis: unbekannter Platzhalter „{chef}“'],
      ['<script>alert(1)</script>', 'Datenschutzhinweis: HTML ist nicht erlaubt'],
      ['x'.repeat(10_001), 'Datenschutzhinweis darf höchstens 10000 Zeichen haben'],
    ]) {
      const res = await ctx.request('PUT', `/api/companies/${id}`, cookie, {
        name: 'Reputationsschutz Nord',
        privacyNotice: text,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    }
    expect(await stored(id)).toBeNull();
  });

  it('puts the company’s name, Impressum and privacy notice on the opt-out page, in light and dark', async () => {
    const id = await addCompany();
    await db()
      .update(companies)
      .set({ privacyNotice: 'Verantwortlich ist {firma}. <Kontakt> {kontakt}' })
      .where(eq(companies.id, id));
    const [customer] = await db()
      .insert(customers)
      .values({
        companyId: id,
        name: 'Bäckerei',
        email: 'b@example.com',
        googleMapsLink: 'https://maps.app.goo.gl/x',
      })
      .returning({ id: customers.id });
    const url = `/abmelden/${unsubscribeToken(ctx.app.ctx.config.appSecret, customer.id)}`;
    for (const method of ['GET', 'POST'] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(html).toContain('<header><p>Reputationsschutz Nord</p></header>');
      expect(html).toContain('<h2 id="impressum">Impressum</h2>');
      for (const line of [
        'Reputationsschutz Nord GmbH',
        'Hafenstraße 12',
        '20457 Hamburg',
        'Geschäftsführung: Anna Schulz',
        'Registergericht: Amtsgericht Hamburg, HRB 123456',
      ])
        expect(html).toContain(`<p>${line}</p>`);
      // The company's own text, filled in and escaped.
      expect(html).toContain(
        '<summary>Datenschutzhinweise</summary><p>Verantwortlich ist Reputationsschutz Nord GmbH. &lt;Kontakt&gt; datenschutz@reputation-nord.de</p>',
      );
      expect(html).toMatch(/@media \(prefers-color-scheme:dark\)/);
      expect(html).toContain('<meta name="color-scheme" content="light dark">');
    }
  });
});
