import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import * as fx from '../../../tests/support/scan-fixture';
import { refusedPort, startSshBanner, startTcpDouble } from '../../../tests/support/tcp-doubles';
import { companies } from '../../db/schema';
import { startSmtpSink } from '../../demo/smtp-sink';

const services = fx.scanServicesForFile();

describeApi(
  'e-mail and scraper tests',
  (ctx) => {
    const post = (url: string, cookie: string, payload?: object) =>
      ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });

    it('checks the company mailbox: connected, or why not, in German', async () => {
      const db = ctx.database.db;
      const id = await fx.insertScanCompany(db, ctx.app.ctx.secrets, services.fake, services.sink);
      const { cookie } = await ctx.signIn('manager');
      expect((await post(`/api/test-email/${id}`, cookie)).json()).toEqual({ connected: true });
      await db
        .update(companies)
        .set({ gmailPasswordSealed: ctx.app.ctx.secrets.seal('falsch') })
        .where(eq(companies.id, id));
      const wrong = (await post(`/api/test-email/${id}`, cookie)).json();
      expect(wrong.connected).toBe(false);
      expect(wrong.message).toBe('Anmeldung fehlgeschlagen');
      await db.update(companies).set({ gmailEmail: null }).where(eq(companies.id, id));
      const none = await post(`/api/test-email/${id}`, cookie);
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toMatch(/kein E-Mail-Konto hinterlegt/);
      expect((await post('/api/test-email/999', cookie)).statusCode).toBe(404);
      const { cookie: user } = await ctx.signIn('user');
      expect((await post(`/api/test-email/${id}`, user)).statusCode).toBe(403);
    });

    it('runs the scraper on a link for a few reviews, refusing bad links and keys in German', async () => {
      const db = ctx.database.db;
      const { cookie } = await ctx.signIn('admin');
      const noKey = await post('/api/test-apify', cookie, { googleMapsUrl: fx.placeLink('Test') });
      expect(noKey.statusCode).toBe(400);
      expect(noKey.json().message).toBe('Kein Apify-API-Schlüssel hinterlegt');
      const id = await fx.insertScanCompany(db, ctx.app.ctx.secrets, services.fake, services.sink);
      services.fake.scenarios.set(fx.placeLink('Test'), {
        items: fx.reviews('t', [
          [2, 1],
          [5, 2],
          [4, 3],
          [1, 4],
          [3, 5],
          [2, 6],
          [5, 7],
        ]),
      });
      const ok = await post('/api/test-apify', cookie, { googleMapsUrl: fx.placeLink('Test') });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().message).toBe('5 Bewertungen der letzten 30 Tage gefunden');
      expect(ok.json().reviews[0]).toEqual({
        username: expect.any(String),
        rating: 2,
        text: 't Bewertung 0',
      });
      expect(services.fake.runs.at(-1)?.input).toMatchObject({ maxReviews: 5, personalData: true });
      const bad = await post('/api/test-apify', cookie, { googleMapsUrl: 'https://example.com' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^Kein gültiger Google Maps Link/);
      await db
        .update(companies)
        .set({ apifyApiKeySealed: ctx.app.ctx.secrets.seal('falsch') })
        .where(eq(companies.id, id));
      const wrongKey = await post('/api/test-apify', cookie, {
        googleMapsUrl: fx.placeLink('Test'),
        companyId: id,
      });
      expect(wrongKey.statusCode).toBe(400);
      expect(wrongKey.json().message).toBe('Ungültiger Apify-API-Schlüssel');
      expect((await ctx.app.inject({ method: 'POST', url: '/api/test-apify', payload: {} })).statusCode).toBe(
        401,
      );
    });

    it('never sends the stored password to a server chosen after it, nor to one named in the request', async () => {
      const db = ctx.database.db;
      const id = await fx.insertScanCompany(db, ctx.app.ctx.secrets, services.fake, services.sink);
      // A server of the prober's that takes any sender with the password the company's mailbox has.
      const catcher = await startSmtpSink({ anyUser: true, password: services.sink.password });
      const named = await startTcpDouble('220 fremd ESMTP\r\n');
      try {
        const elsewhere = { smtpHost: catcher.host, smtpPort: catcher.port };
        const manager = await ctx.signIn('manager');
        const refused = await ctx.request('PATCH', `/api/companies/${id}`, manager.cookie, elsewhere);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe('Nur Administratoren dürfen SMTP-Host und SMTP-Port ändern');

        // The test takes the server from the stored company only; what the request names is ignored.
        const test = await post(`/api/test-email/${id}`, manager.cookie, {
          smtpHost: named.host,
          smtpPort: named.port,
          gmailEmail: 'dieb@example.com',
        });
        expect(test.json()).toEqual({ connected: true });
        expect(named.connections).toBe(0);

        // An admin may move the server, but the stored password stays behind.
        const admin = await ctx.signIn('admin');
        const moved = await ctx.request('PATCH', `/api/companies/${id}`, admin.cookie, elsewhere);
        expect(moved.json()).toMatchObject({ ...elsewhere, hasGmailPassword: false });
        const after = await post(`/api/test-email/${id}`, manager.cookie);
        expect(after.statusCode).toBe(400);
        expect(after.json().message).toMatch(/kein E-Mail-Konto hinterlegt/);
        expect(catcher.messages).toHaveLength(0);
      } finally {
        await Promise.all([catcher.close(), named.close()]);
      }
    });

    it('answers only the class of a failed mailbox test, never the far end words', async () => {
      const db = ctx.database.db;
      const id = await fx.insertScanCompany(db, ctx.app.ctx.secrets, services.fake, services.sink);
      const ssh = await startSshBanner();
      try {
        const admin = await ctx.signIn('admin');
        const point = (smtpPort: number) =>
          ctx.request('PATCH', `/api/companies/${id}`, admin.cookie, {
            smtpHost: '127.0.0.1',
            smtpPort,
            gmailPassword: services.sink.password,
          });
        expect((await point(ssh.port)).statusCode).toBe(200);
        const banner = await post(`/api/test-email/${id}`, admin.cookie);
        expect(banner.statusCode).toBe(200);
        expect(banner.json()).toEqual({ connected: false, message: 'Kein SMTP-Server' });
        expect(banner.body).not.toMatch(/SSH|OpenSSH|greeting|response/i);

        await point(await refusedPort());
        const refused = await post(`/api/test-email/${id}`, admin.cookie);
        expect(refused.json()).toEqual({ connected: false, message: 'Verbindung abgelehnt' });
        expect(refused.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
      } finally {
        await ssh.close();
      }
    });

    it('answers Apify failures in its own words, never the far end ones', async () => {
      const db = ctx.database.db;
      await fx.insertScanCompany(db, ctx.app.ctx.secrets, services.fake, services.sink);
      const { cookie } = await ctx.signIn('admin');
      const cases = [
        [403, 'Apify verweigert den Zugriff (403)'],
        [418, 'Apify lehnt die Anfrage ab (418)'],
      ] as const;
      for (const [status, message] of cases) {
        const link = fx.placeLink(`Fehler${status}`);
        services.fake.scenarios.set(link, {
          startError: { status, type: 'fremder-typ', message: 'SSH-2.0-OpenSSH_9.6 fremde Worte' },
        });
        const res = await post('/api/test-apify', cookie, { googleMapsUrl: link });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message });
        expect(res.body).not.toMatch(/fremd|SSH/);
      }
    });
  },
  { config: () => ({ apifyBaseUrl: services.fake.url }) },
);
