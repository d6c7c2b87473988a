import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi, ISO, untouchedAutomation } from '../../../tests/support/app';
import { automationSettings, companies } from '../../db/schema';

describeApi('companies', (ctx) => {
  const countCompanies = () => ctx.database.db.$count(companies);

  it('creates with the defaults of docs/product.md §5 and lists by id for every signed-in user', async () => {
    const { cookie } = await ctx.signIn('manager');
    const created = await ctx.request('POST', '/api/companies', cookie, {
      name: '  Zahnarzt Müller ',
      smtpPort: 'abc',
      smtpHost: '',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: 1,
      name: 'Zahnarzt Müller',
      website: null,
      description: null,
      gmailEmail: null,
      hasGmailPassword: false,
      smtpHost: 'smtp.gmail.com',
      smtpPort: 587,
      hasApifyApiKey: false,
      apifyActorId: 'compass/Google-Maps-Reviews-Scraper',
      emailNotifications: true,
      dailyReports: false,
      smsAlerts: false,
      twoFactor: false,
      dataRetention: true,
      legalName: null,
      legalAddress: null,
      managingDirectors: null,
      registerCourt: null,
      registerNumber: null,
      vatId: null,
      mailDailyCap: 400,
      mailPauseSeconds: 2,
      testMode: false,
      testRecipient: null,
      requireConsent: false,
      caseUpdateMails: true,
      offerMinChance: null,
      offerNamesGround: false,
      removalCountsRaisedRating: true,
      contactName: null,
      contactPhone: null,
      contactEmail: null,
      registeredSeat: null,
      vatMode: 'standard',
      signupSlug: null,
      consentText: null,
      consentTextVersion: 0,
      privacyNotice: null,
      offerSubject: null,
      offerOpening: null,
      offerClosing: null,
      portalTerms: null,
      portalTermsVersion: 1,
      maxRunCostUsd: '5.00',
      // Billing (issue 22): the defaults of docs/decisions/044.
      taxNumber: null,
      iban: null,
      bic: null,
      bankName: null,
      vatRate: 19,
      paymentTermDays: 14,
      invoicePrefix: 'RE',
      invoiceNumberYear: true,
      invoiceNumberDigits: 4,
      reminderFirstDays: 7,
      reminderSecondDays: 21,
      createdAt: expect.stringMatching(ISO),
    });
    // Another SMTP server than the default is an admin's choice (issue 17).
    const admin = await ctx.signIn('admin');
    await ctx.request('POST', '/api/companies', admin.cookie, {
      name: 'B',
      website: 'https://b.example',
      smtpPort: 2525,
    });
    // A website written as people write it gets its scheme.
    const www = await ctx.request('POST', '/api/companies', cookie, { name: 'W', website: 'www.firma.de' });
    expect(www.json().website).toBe('https://www.firma.de');

    const user = await ctx.signIn('user');
    const list = await ctx.request('GET', '/api/companies', user.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((c: { id: number; name: string }) => [c.id, c.name])).toEqual([
      [1, 'Zahnarzt Müller'],
      [2, 'B'],
      [3, 'W'],
    ]);
    expect(list.json()[1]).toMatchObject({ website: 'https://b.example', smtpPort: 2525 });
    const one = await ctx.request('GET', '/api/companies/2', user.cookie);
    expect(one.json()).toEqual(list.json()[1]);

    // The removal check's rating rule (docs/decisions/042), from the company modal.
    const off = await ctx.request('PATCH', '/api/companies/2', admin.cookie, {
      removalCountsRaisedRating: false,
    });
    expect(off.json()).toMatchObject({ name: 'B', removalCountsRaisedRating: false });
    const bad = await ctx.request('PATCH', '/api/companies/2', admin.cookie, {
      removalCountsRaisedRating: 'ja',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(
      'Angehobene Bewertung zählt als Entfernung muss true oder false sein',
    );
  });

  it('answers 401 without a session and 403 to users who write', async () => {
    for (const [method, url] of [
      ['GET', '/api/companies'],
      ['GET', '/api/companies/1'],
      ['POST', '/api/companies'],
      ['PATCH', '/api/companies/1'],
      ['PUT', '/api/companies/1'],
      ['GET', '/api/automation-settings/1'],
    ] as const) {
      const res = await ctx.request(method, url, undefined, method === 'GET' ? undefined : { name: 'X' });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toBe('Nicht angemeldet. Bitte melden Sie sich an.');
    }
    const admin = await ctx.signIn('admin');
    await ctx.request('POST', '/api/companies', admin.cookie, { name: 'A' });
    const { cookie } = await ctx.signIn('user');
    for (const method of ['PATCH', 'PUT'] as const) {
      const res = await ctx.request(method, '/api/companies/1', cookie, { name: 'Umbenannt' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Keine Berechtigung für diese Aktion');
    }
    expect((await ctx.request('POST', '/api/companies', cookie, { name: 'Neu' })).statusCode).toBe(403);
    expect(await countCompanies()).toBe(1);
    expect((await ctx.request('GET', '/api/companies/1', cookie)).json().name).toBe('A');
  });

  it('seals secrets at rest, never answers them, and keeps them on an empty update', async () => {
    const { cookie } = await ctx.signIn('admin');
    const password = 'abcd efgh ijkl mnop';
    const apiKey = 'apify_api_SECRET123';
    const bodies: string[] = [];
    const send = async (...args: Parameters<typeof ctx.request>) => {
      const res = await ctx.request(...args);
      bodies.push(res.body);
      return res;
    };
    const created = await send('POST', '/api/companies', cookie, {
      name: 'A',
      gmailEmail: 'a@gmail.com',
      gmailPassword: password,
    });
    expect(created.json()).toMatchObject({ hasGmailPassword: true, hasApifyApiKey: false });
    const put = await send('PUT', '/api/companies/1', cookie, {
      name: 'A',
      gmailPassword: '',
      apifyApiKey: apiKey,
    });
    expect(put.json()).toMatchObject({ hasGmailPassword: true, hasApifyApiKey: true });
    await send('PATCH', '/api/companies/1', cookie, { name: 'A2', gmailPassword: '' });
    await send('PUT', '/api/companies/1', cookie, { name: 'A3' });
    await send('GET', '/api/companies', cookie);
    await send('GET', '/api/companies/1', cookie);

    for (const body of bodies) {
      expect(body).not.toContain(password);
      expect(body).not.toContain(apiKey);
      expect(body).not.toMatch(/sealed|gmailPassword"|apifyApiKey"/);
    }
    const [row] = await ctx.database.db.select().from(companies).where(eq(companies.id, 1));
    expect(row.gmailPasswordSealed).not.toContain(password);
    expect(row.apifyApiKeySealed).not.toContain(apiKey);
    expect(ctx.app.ctx.secrets.open(row.gmailPasswordSealed!)).toBe(password);
    expect(ctx.app.ctx.secrets.open(row.apifyApiKeySealed!)).toBe(apiKey);

    await ctx.request('PATCH', '/api/companies/1', cookie, { gmailPassword: 'neues-passwort' });
    const [after] = await ctx.database.db.select().from(companies).where(eq(companies.id, 1));
    expect(ctx.app.ctx.secrets.open(after.gmailPasswordSealed!)).toBe('neues-passwort');
    expect(after.apifyApiKeySealed).toBe(row.apifyApiKeySealed);
  });

  it('PATCH changes only what is sent; PUT saves the settings page', async () => {
    const { cookie } = await ctx.signIn('admin');
    await ctx.request('POST', '/api/companies', cookie, {
      name: 'A',
      website: 'https://a.example',
      description: 'Text',
      smtpPort: 465,
    });
    const patched = await ctx.request('PATCH', '/api/companies/1', cookie, { description: '' });
    expect(patched.json()).toMatchObject({
      name: 'A',
      website: 'https://a.example',
      description: null,
      smtpPort: 465,
    });
    expect((await ctx.request('PATCH', '/api/companies/1', cookie, {})).json().name).toBe('A');

    const settings = {
      name: 'A GmbH',
      website: '',
      description: 'Beschreibung',
      gmailEmail: 'info@a.example',
      gmailPassword: '',
      smtpHost: 'smtp.a.example',
      smtpPort: 2525,
      apifyApiKey: '',
      apifyActorId: '',
      emailNotifications: false,
      dailyReports: true,
      smsAlerts: true,
      twoFactor: true,
      dataRetention: false,
      caseUpdateMails: false,
    };
    const put = await ctx.request('PUT', '/api/companies/1', cookie, settings);
    expect(put.statusCode).toBe(200);
    const { gmailPassword: _p, apifyApiKey: _k, ...answered } = settings;
    expect(put.json()).toMatchObject({
      ...answered,
      website: null,
      apifyActorId: 'compass/Google-Maps-Reviews-Scraper',
      hasGmailPassword: false,
      hasApifyApiKey: false,
    });
    expect(put.json()).not.toHaveProperty('gmailPassword');
  });

  it('answers 404 and 400 with German messages and writes nothing on bad input', async () => {
    const { cookie } = await ctx.signIn('admin');
    await ctx.request('POST', '/api/companies', cookie, { name: 'A' });
    for (const [method, url] of [
      ['GET', '/api/companies/99'],
      ['PATCH', '/api/companies/99'],
      ['PUT', '/api/companies/99'],
      ['GET', '/api/automation-settings/99'],
    ] as const) {
      const res = await ctx.request(method, url, cookie, method === 'GET' ? undefined : { name: 'X' });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('Firma nicht gefunden');
    }
    expect((await ctx.request('GET', '/api/companies/abc', cookie)).json()).toMatchObject({
      message: 'Ungültige ID',
    });
    expect((await ctx.request('GET', '/api/companies/0', cookie)).statusCode).toBe(400);

    const bad: [object, string][] = [
      [{}, 'Firmenname ist erforderlich'],
      [{ name: '   ' }, 'Firmenname ist erforderlich'],
      [{ name: 'X', website: 'keine url' }, 'Bitte geben Sie eine gültige URL ein'],
      [{ name: 'X', website: 'javascript:alert(1)' }, 'Bitte geben Sie eine gültige URL ein'],
      [{ name: 'X', gmailEmail: 'kein-at' }, 'Ungültige E-Mail-Adresse'],
      [{ name: 'X', smtpPort: 70000 }, 'SMTP-Port muss eine ganze Zahl zwischen 1 und 65535 sein'],
      [{ name: 'X', smtpHost: 'smtp.a.de; rm -rf' }, 'Ungültiger SMTP-Host'],
      [{ name: 'x'.repeat(501) }, 'Firmenname darf höchstens 500 Zeichen haben'],
      [{ name: 'X', description: 'x'.repeat(5001) }, 'Beschreibung darf höchstens 5000 Zeichen haben'],
      [{ name: 'X', gmailPassword: 'x'.repeat(501) }, 'App-Passwort darf höchstens 500 Zeichen haben'],
      [{ name: 'X', apifyApiKey: 'k' }, 'Unbekannter Schlüssel: "apifyApiKey"'],
      [{ name: 42 }, 'Firmenname ist erforderlich'],
    ];
    for (const [payload, message] of bad) {
      const res = await ctx.request('POST', '/api/companies', cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const badPut = await ctx.request('PUT', '/api/companies/1', cookie, { name: 'Y', twoFactor: 'ja' });
    expect(badPut.statusCode).toBe(400);
    expect(badPut.json().message).toBe('Zwei-Faktor-Authentifizierung muss true oder false sein');
    expect((await ctx.request('PATCH', '/api/companies/1', cookie, { name: '' })).statusCode).toBe(400);
    expect(await countCompanies()).toBe(1);
    expect((await ctx.request('GET', '/api/companies/1', cookie)).json()).toMatchObject({
      name: 'A',
      twoFactor: false,
    });
  });

  it('answers the automation settings: stored row or defaults, e-mail flag from the company', async () => {
    const { cookie } = await ctx.signIn('user');
    const [a, b] = await ctx.database.db
      .insert(companies)
      .values([{ name: 'A' }, { name: 'B', emailNotifications: false }])
      .returning({ id: companies.id });
    await ctx.database.db.insert(automationSettings).values({
      companyId: b.id,
      autoScanEnabled: false,
      scanFrequency: 'weekly',
      scanTime: '07:30',
      ratingThreshold: 2,
      reviewAge: 7,
    });
    expect((await ctx.request('GET', `/api/automation-settings/${a.id}`, cookie)).json()).toEqual({
      nextScanAt: expect.any(String),
      lastScanAt: null,
      companyId: a.id,
      ...untouchedAutomation,
    });
    expect((await ctx.request('GET', `/api/automation-settings/${b.id}`, cookie)).json()).toEqual({
      nextScanAt: null,
      lastScanAt: null,
      companyId: b.id,
      autoScanEnabled: false,
      emailNotifications: false,
      scanFrequency: 'weekly',
      scanTime: '07:30',
      ratingThreshold: 2,
      reviewAge: 7,
    });
  });
});
