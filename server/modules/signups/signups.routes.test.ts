import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { expect, it } from 'vitest';
import { describeApi, type TestContext } from '../../../tests/support/app';
import { insertCustomer, placeLink } from '../../../tests/support/scan-fixture';
import { NORD_LEGAL } from '../../../tests/support/seed';
import {
  signupForm as form,
  sinkCompanyValues,
  smtpSinkForFile,
} from '../../../tests/support/signup-fixture';
import { companies, consentEvents, customers, loginAttempts, signups } from '../../db/schema';
import { MailerCache } from '../../mail/mailer-cache';
import { signupThrottleKeys } from './signup-throttle';
import { mapsLinkMessage } from './signups.schemas';
import {
  alreadyPendingMessage,
  checkMailMessage,
  confirmSignup,
  expiredLinkMessage,
  invalidLinkMessage,
  mailFailedMessage,
  SIGNUP_LINK_MS,
  signUp,
  usedLinkMessage,
} from './signups.service';

const CONSENT =
  'Ja, ich möchte per E-Mail über neue negative Google-Bewertungen informiert werden und Angebote zu deren Entfernung erhalten. Widerruf jederzeit.';
const SLUG = 'nord-alarm';
const HOST = '127.0.0.1:5000';

const smtp = smtpSinkForFile();

describeApi('Bewertungs-Alarm sign-up with double opt-in', (ctx: TestContext) => {
  const db = () => ctx.database.db;
  const addCompany = async (values: Partial<typeof companies.$inferInsert> = {}) => {
    const [row] = await db()
      .insert(companies)
      .values({
        ...sinkCompanyValues(smtp.sink, ctx.app.ctx.secrets),
        ...NORD_LEGAL,
        signupSlug: SLUG,
        consentText: CONSENT,
        consentTextVersion: 3,
        ...values,
      })
      .returning({ id: companies.id });
    return row.id;
  };
  const post = (body: unknown, { ip = '203.0.113.7', origin = `http://${HOST}`, slug = SLUG } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/public/signup/${slug}`,
      remoteAddress: ip,
      headers: { host: HOST, origin, 'user-agent': 'Mozilla/5.0 (iPhone) Testbrowser' },
      payload: body as object,
    });
  const confirm = (token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/public/signup/confirm',
      headers: { host: HOST, origin: `http://${HOST}` },
      payload: { token },
    });
  /** The confirmation mail to `to`, parsed, with the token of its link. */
  const mailTo = async (to: string) => {
    const found = smtp.sink.messages.filter((m) => m.to.includes(to)).at(-1);
    expect(found, `keine E-Mail an ${to}`).toBeDefined();
    const mail = await simpleParser(found!.raw);
    const token = /\/alarm\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1] ?? '';
    return { mail, token, raw: found!.raw };
  };
  const count = async (table: typeof signups | typeof customers | typeof consentEvents) =>
    (await db().select().from(table)).length;
  const signupCtx = () => ({ ...ctx.app.ctx, mailers: new MailerCache() });

  it('shows the page of a company with a consent text; 404 in German for an unknown slug or none', async () => {
    await addCompany();
    await addCompany({ name: 'Ohne Text', signupSlug: 'ohne-text', consentText: null });
    const res = await ctx.request('GET', `/api/public/signup/${SLUG}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Reputationsschutz Nord',
      legalName: 'Reputationsschutz Nord GmbH',
      registerNumber: 'HRB 123456',
      consentText: CONSENT,
      consentTextVersion: 3,
    });
    expect(res.json()).not.toHaveProperty('gmailEmail');
    expect(res.headers['cache-control']).toBe('no-store');
    for (const slug of ['gibt-es-nicht', 'ohne-text']) {
      const missing = await ctx.request('GET', `/api/public/signup/${slug}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Anmeldeseite nicht gefunden');
    }
    expect((await post(form(), { slug: 'gibt-es-nicht' })).statusCode).toBe(404);
  });

  it('runs the whole double opt-in: mail with the link, nothing before it, the customer and the proof after it', async () => {
    const companyId = await addCompany();
    const before = Date.now();
    const res = await post(form({ email: 'Info@Baeckerei-Sonnenschein.de' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(checkMailMessage('info@baeckerei-sonnenschein.de'));

    const { mail, token } = await mailTo('info@baeckerei-sonnenschein.de');
    expect(mail.subject).toBe(
      'Bitte bestätigen Sie Ihre Anmeldung zum Bewertungs-Alarm von Reputationsschutz Nord',
    );
    expect(mail.from?.text).toBe(`"Reputationsschutz Nord" <${smtp.sink.user}>`);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(`http://127.0.0.1:5000/alarm/confirm/${token}`);
    expect(mail.html).toContain(`href="http://127.0.0.1:5000/alarm/confirm/${token}"`);
    for (const line of [
      'Reputationsschutz Nord GmbH',
      'Hafenstraße 12',
      'Geschäftsführung: Anna Schulz',
      'Registergericht: Amtsgericht Hamburg, HRB 123456',
      'USt-IdNr.: DE123456789',
      '48 Stunden',
    ])
      expect(mail.text).toContain(line);
    // No advertising in a confirmation request.
    expect(mail.text).not.toMatch(/Angebot|Preis|€|entfernen lassen/);

    // Waiting: a row with the token's hash and the exact text, no customer, no consent yet.
    const [row] = await db().select().from(signups);
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row).toMatchObject({
      companyId,
      name: 'Bäckerei Sonnenschein',
      email: 'info@baeckerei-sonnenschein.de',
      consentText: CONSENT,
      consentTextVersion: 3,
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (iPhone) Testbrowser',
      confirmedAt: null,
    });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(SIGNUP_LINK_MS);
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await count(customers)).toBe(0);
    expect(await count(consentEvents)).toBe(0);

    // The GET behind the link only asks.
    const asked = await ctx.request('GET', `/api/public/signup/confirm/${token}`);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ state: 'pending', email: row.email, slug: SLUG });
    expect(await count(customers)).toBe(0);

    const done = await confirm(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      state: 'confirmed',
      message: 'Vielen Dank! Ihre Anmeldung zum Bewertungs-Alarm von Reputationsschutz Nord ist bestätigt.',
    });
    const [customer] = await db().select().from(customers);
    expect(customer).toMatchObject({
      companyId,
      name: 'Bäckerei Sonnenschein',
      email: 'info@baeckerei-sonnenschein.de',
      googleMapsLink: placeLink('Baeckerei-Sonnenschein'),
      contactTitle: 'Frau',
      contactPerson: 'Erika Muster',
      consent: 'given',
    });
    expect(customer.consentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [event] = await db().select().from(consentEvents);
    expect(event).toMatchObject({
      customerId: customer.id,
      consent: 'given',
      source: 'signup',
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (iPhone) Testbrowser',
      consentText: CONSENT,
      consentTextVersion: 3,
      email: 'info@baeckerei-sonnenschein.de',
      userId: null,
    });
    const [confirmed] = await db().select().from(signups);
    expect(confirmed.confirmedAt).toBeInstanceOf(Date);
    expect(confirmed.customerId).toBe(customer.id);
    // The list names the origin (issue 34 point 8); customers.list.test: one added by hand has none.
    const { cookie } = await ctx.signIn('user');
    const { body } = await ctx.getList(`/api/customers?companyId=${companyId}&withReviews=true`, cookie, {
      expectOk: true,
    });
    expect(body).toMatchObject([{ name: 'Bäckerei Sonnenschein', fromSignup: true }]);

    // Reused: a clear answer, nothing changes.
    const again = await confirm(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(usedLinkMessage);
    expect((await ctx.request('GET', `/api/public/signup/confirm/${token}`)).json().state).toBe('confirmed');
    expect(await count(customers)).toBe(1);
    expect(await count(consentEvents)).toBe(1);

    const unknown = await confirm('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(invalidLinkMessage);
  });

  it('updates the customer with the same e-mail or the same Maps link instead of adding one', async () => {
    const companyId = await addCompany();
    const other = await addCompany({ name: 'Andere', signupSlug: 'andere' });
    const byMail = await insertCustomer(db(), companyId, {
      name: 'Alt',
      email: 'INFO@baeckerei-sonnenschein.de',
      contactPerson: 'Bekannt',
    });
    const byLink = await insertCustomer(db(), companyId, {
      name: 'Per Link',
      email: 'alt@example.com',
      googleMapsLink: placeLink('Per-Link'),
    });
    const elsewhere = await insertCustomer(db(), other, {
      name: 'Fremd',
      email: 'info@baeckerei-sonnenschein.de',
    });

    await post(form({ contactPerson: '', contactTitle: '' }));
    expect((await confirm((await mailTo('info@baeckerei-sonnenschein.de')).token)).statusCode).toBe(200);
    await post(
      form({ name: 'Per Link Neu', email: 'neu@example.com', googleMapsLink: placeLink('Per-Link') }),
      { ip: '203.0.113.8' },
    );
    expect((await confirm((await mailTo('neu@example.com')).token)).statusCode).toBe(200);

    const rows = await db().select().from(customers).orderBy(customers.id);
    expect(rows).toHaveLength(3);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(byMail)).toMatchObject({
      name: 'Bäckerei Sonnenschein',
      email: 'info@baeckerei-sonnenschein.de',
      contactPerson: 'Bekannt',
      consent: 'given',
    });
    expect(byId.get(byLink)).toMatchObject({
      name: 'Per Link Neu',
      email: 'neu@example.com',
      consent: 'given',
    });
    expect(byId.get(elsewhere)).toMatchObject({ name: 'Fremd', consent: 'none' });
  });

  it('refuses an expired link (over 48 hours) and a replaced one, changing nothing', async () => {
    await addCompany();
    const t0 = new Date('2026-11-20T10:00:00Z');
    const client = { ip: '203.0.113.9', userAgent: 'UA' };
    const input = { ...form(), contactTitle: 'Frau' as const, consent: true as const };
    await signUp(signupCtx(), SLUG, input, client, t0);
    const { token } = await mailTo(input.email);
    await expect(confirmSignup(db(), token, new Date(t0.getTime() + SIGNUP_LINK_MS))).rejects.toThrow(
      expiredLinkMessage,
    );
    expect(await count(customers)).toBe(0);
    expect(await count(consentEvents)).toBe(0);

    // A new sign-up after the short wait sends a new link, and the older one no longer confirms.
    const t1 = new Date(t0.getTime() + 11 * 60_000);
    await signUp(signupCtx(), SLUG, input, client, t1);
    const second = (await mailTo(input.email)).token;
    expect(second).not.toBe(token);
    await expect(confirmSignup(db(), token, t1)).rejects.toThrow(expiredLinkMessage);
    const ok = await confirmSignup(db(), second, new Date(t1.getTime() + SIGNUP_LINK_MS - 1000));
    expect(ok.state).toBe('confirmed');
    expect(await count(customers)).toBe(1);
  });

  it('answers a second sign-up within minutes clearly, without a second mail', async () => {
    await addCompany();
    expect((await post(form())).statusCode).toBe(200);
    const mails = smtp.sink.messages.length;
    const again = await post(form({ name: 'Noch einmal' }), { ip: '198.51.100.1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(alreadyPendingMessage('info@baeckerei-sonnenschein.de'));
    expect(smtp.sink.messages.length).toBe(mails);
    expect(await count(signups)).toBe(1);
  });

  it('confirms one token once when two confirmations race: one customer, one consent', async () => {
    await addCompany();
    await post(form());
    const { token } = await mailTo('info@baeckerei-sonnenschein.de');
    const answers = await Promise.all(Array.from({ length: 6 }, () => confirm(token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await count(customers)).toBe(1);
    expect(await count(consentEvents)).toBe(1);
  });

  it('holds the throttle exactly under 50 parallel sign-ups from one address, and 3 a day per e-mail', async () => {
    await addCompany({ mailPauseSeconds: 0 });
    const ip = '192.0.2.50';
    const mails = smtp.sink.messages.length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(form({ email: `burst${i}@example.com` }), { ip })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(45);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json().message).toMatch(
      /^Zu viele Anmeldungen\. Bitte versuchen Sie es in \d+ Minuten? erneut\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [counter] = await db()
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.key, signupThrottleKeys(ip, 'x').addr));
    expect(counter.count).toBe(50);
    expect(await count(signups)).toBe(5);
    expect(smtp.sink.messages.length - mails).toBe(5);

    // Per e-mail: three a day, from wherever.
    const input = {
      ...form({ email: 'viel@example.com' }),
      contactTitle: 'Frau' as const,
      consent: true as const,
    };
    const t0 = new Date();
    for (let i = 0; i < 3; i++) {
      await signUp(
        signupCtx(),
        SLUG,
        input,
        { ip: `198.51.100.${i}`, userAgent: null },
        new Date(t0.getTime() + i * 11 * 60_000),
      );
    }
    await expect(
      signUp(
        signupCtx(),
        SLUG,
        input,
        { ip: '198.51.100.9', userAgent: null },
        new Date(t0.getTime() + 40 * 60_000),
      ),
    ).rejects.toThrow(/Zu viele Anmeldungen\. Bitte versuchen Sie es in \d+ Stunden erneut\./);
  });

  it('answers a filled honeypot like a success and creates and sends nothing', async () => {
    await addCompany();
    const mails = smtp.sink.messages.length;
    const res = await post(form({ website: 'https://spam.example' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(checkMailMessage('info@baeckerei-sonnenschein.de'));
    expect(await count(signups)).toBe(0);
    expect(smtp.sink.messages.length).toBe(mails);
  });

  it('refuses a foreign origin, NUL characters, huge values and a bad Maps link in German, creating nothing', async () => {
    await addCompany();
    const mails = smtp.sink.messages.length;
    const foreign = await post(form(), { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Anfrage von fremder Herkunft abgelehnt');
    const foreignConfirm = await ctx.app.inject({
      method: 'POST',
      url: '/api/public/signup/confirm',
      headers: { host: HOST, origin: 'https://evil.example' },
      payload: { token: 'x' },
    });
    expect(foreignConfirm.statusCode).toBe(403);

    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [{ name: 'Bäcker\u0000ei' }, 400, 'Das Feld „name“ enthält ungültige Zeichen (z. B. ein Nullzeichen).'],
      [{ name: 'x'.repeat(10_000) }, 400, 'Firmenname darf höchstens 300 Zeichen haben'],
      [{ name: 'Zeile\nzwei' }, 400, 'Firmenname darf keine Steuerzeichen enthalten'],
      [{ name: '   ' }, 400, 'Bitte geben Sie den Firmennamen ein'],
      [{ email: 'keine-adresse' }, 400, 'Bitte geben Sie eine gültige E-Mail-Adresse ein'],
      [{ googleMapsLink: 'https://example.com/maps/place/x' }, 400, mapsLinkMessage],
      [{ consent: false }, 400, 'Bitte stimmen Sie der Einwilligung zu, um sich anzumelden'],
      [{ contactTitle: 'Dr.' }, 400, 'Anrede muss Herr oder Frau sein'],
      [{ website: 'x'.repeat(20_000) }, 413, 'Die Anfrage ist zu groß'],
    ];
    for (const [over, status, message] of cases) {
      const res = await post(form(over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 60)).toBe(status);
      expect(res.json().message).toEqual(message);
    }
    expect(await count(signups)).toBe(0);
    expect(smtp.sink.messages.length).toBe(mails);
  });

  it('takes the sign-up back when the mail cannot be sent', async () => {
    await addCompany();
    smtp.sink.failNext({ code: 550, text: 'Mailbox unavailable' });
    const res = await post(form({ email: 'kaputt@example.com' }));
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(mailFailedMessage);
    expect(await count(signups)).toBe(0);
  });

  it('counts the consent text version up on every change, and refuses a taken address in German', async () => {
    const { cookie } = await ctx.signIn('admin');
    const id = await addCompany();
    const other = await addCompany({ name: 'Zweite', signupSlug: 'zweite' });
    const put = (companyId: number, body: Record<string, unknown>) =>
      ctx.request('PUT', `/api/companies/${companyId}`, cookie, { name: 'Reputationsschutz Nord', ...body });
    expect((await put(id, { consentText: CONSENT })).json().consentTextVersion).toBe(3);
    expect((await put(id, { consentText: `${CONSENT} Neu.` })).json().consentTextVersion).toBe(4);
    expect((await put(id, { description: 'x' })).json().consentTextVersion).toBe(4);
    const taken = await put(other, { signupSlug: SLUG });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      'Diese Adresse der Anmeldeseite ist bereits vergeben. Bitte wählen Sie eine andere.',
    );
    expect((await put(other, { signupSlug: 'confirm' })).statusCode).toBe(400);
    expect((await put(other, { signupSlug: 'Zweite-Neu' })).json().signupSlug).toBe('zweite-neu');
  });
});
