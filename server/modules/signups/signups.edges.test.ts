// The public routes' edges (issue 34): a token or slug longer than any we make is a link that
// leads nowhere (404, never 401 or 400), keys the form does not have are refused in German, and
// the per-address limit counts one mailbox however its address is written.
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi, type TestContext } from '../../../tests/support/app';
import {
  signupForm as form,
  sinkCompanyValues,
  smtpSinkForFile,
} from '../../../tests/support/signup-fixture';
import { companies, loginAttempts, signups } from '../../db/schema';
import { mailboxOf, signupThrottleKeys } from './signup-throttle';
import { invalidLinkMessage, pageNotFoundMessage } from './signups.service';

const SLUG = 'nord-alarm';
const HOST = '127.0.0.1:5000';

const smtp = smtpSinkForFile();

describeApi('public routes: over-long links, unknown keys, one mailbox', (ctx: TestContext) => {
  const db = () => ctx.database.db;
  const addCompany = async () => {
    await db()
      .insert(companies)
      .values({
        ...sinkCompanyValues(smtp.sink, ctx.app.ctx.secrets),
        mailPauseSeconds: 0,
        signupSlug: SLUG,
        consentText: 'Ja, ich möchte informiert werden.',
        contactEmail: 'rueckfragen@reputation-nord.de',
      });
  };
  const send = (method: 'GET' | 'POST', url: string, body?: unknown, ip = '203.0.113.7') =>
    ctx.app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: { host: HOST, origin: `http://${HOST}` },
      payload: body as object,
    });
  const signupCount = async () => (await db().select({ n: count() }).from(signups))[0].n;

  it('answers an over-long token or slug 404 with the page’s own words', async () => {
    await addCompany();
    const long = 'a'.repeat(150);
    const cases: ['GET' | 'POST', string, unknown, string][] = [
      ['GET', `/api/public/signup/confirm/${long}`, undefined, invalidLinkMessage],
      ['GET', `/api/public/signup/confirm/${'a'.repeat(60)}/weiter`, undefined, 'Nicht gefunden'],
      ['POST', '/api/public/signup/confirm', { token: 'a'.repeat(500) }, invalidLinkMessage],
      ['GET', `/api/public/signup/${'a'.repeat(61)}`, undefined, pageNotFoundMessage],
      ['GET', `/api/public/signup/${long}`, undefined, pageNotFoundMessage],
      ['POST', `/api/public/signup/${'a'.repeat(61)}`, form(), pageNotFoundMessage],
      ['POST', `/api/public/signup/${long}`, form(), pageNotFoundMessage],
    ];
    for (const [method, url, body, message] of cases) {
      const res = await send(method, url, body);
      expect(res.statusCode, `${method} ${url.slice(0, 60)}: ${res.body}`).toBe(404);
      expect(res.json().message.startsWith(message), res.body).toBe(true);
    }
    for (const method of ['GET', 'POST'] as const) {
      const res = await send(method, `/abmelden/${long}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Dieser Abmeldelink ist ungültig');
    }
    expect(await signupCount()).toBe(0);
  });

  it('refuses keys the form does not have with a German 400, writing and sending nothing', async () => {
    await addCompany();
    const mails = smtp.sink.messages.length;
    const extra = await send('POST', `/api/public/signup/${SLUG}`, form({ isAdmin: true }));
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe('Unbekannter Schlüssel: "isAdmin"');
    const confirm = await send('POST', '/api/public/signup/confirm', { token: 'abc', customerId: 1 });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().message).toBe('Unbekannter Schlüssel: "customerId"');
    expect(await signupCount()).toBe(0);
    expect(smtp.sink.messages.length).toBe(mails);
    // The form as the page sends it still works. Its mail's 'Antworten' reaches the mailbox the
    // app reads, not the contact address (decision 054).
    const ok = await send('POST', `/api/public/signup/${SLUG}`, form());
    expect(ok.statusCode, ok.body).toBe(200);
    expect(smtp.sink.messages.length).toBe(mails + 1);
    expect(smtp.sink.messages.at(-1)?.headers.get('reply-to')).toBe(smtp.sink.user);
  });

  it('counts the per-address limit per mailbox: case, +tags and Gmail dots do not make a new address', async () => {
    expect(mailboxOf('A.B+x@GMail.com')).toBe('ab@gmail.com');
    expect(mailboxOf('a.b+news@googlemail.com')).toBe('ab@gmail.com');
    expect(mailboxOf('Info+alarm@Firma.de')).toBe('info@firma.de');
    expect(mailboxOf('vor.name@firma.de')).toBe('vor.name@firma.de');

    await addCompany();
    const spellings = ['ab@gmail.com', 'a.b+x@gmail.com', 'A.B@googlemail.com', 'a.b+y@gmail.com'];
    const answers = [];
    // From four addresses of the network, one sign-up each: only the per-address limit (3 a day) holds.
    for (const [i, email] of spellings.entries()) {
      answers.push(await send('POST', `/api/public/signup/${SLUG}`, form({ email }), `198.51.100.${i}`));
      // A fresh pending sign-up of the same address is refused for a while; let it expire at once.
      await db()
        .update(signups)
        .set({ createdAt: new Date(Date.now() - 24 * 3_600_000) });
    }
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers[3].json().message).toMatch(/^Zu viele Anmeldungen\./);
    const [counter] = await db()
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.key, signupThrottleKeys('x', 'ab@gmail.com').email));
    expect(counter.count).toBe(4);
    // Stored as typed (lowercase), not as the mailbox the limit counts.
    const stored = await db().select({ email: signups.email }).from(signups).orderBy(signups.id);
    expect(stored.map((s) => s.email)).toEqual(['ab@gmail.com', 'a.b+x@gmail.com', 'a.b@googlemail.com']);
  });
});
