import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import {
  insertScanCompany,
  placeLink,
  reviews,
  scanServicesForFile,
} from '../../../tests/support/scan-fixture';
import { companies } from '../../db/schema';

const services = scanServicesForFile();

describeApi(
  'e-mail and scraper tests',
  (ctx) => {
    const post = (url: string, cookie: string, payload?: object) =>
      ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });

    it('checks the company mailbox: connected, or why not, in German', async () => {
      const db = ctx.database.db;
      const id = await insertScanCompany(db, ctx.app.ctx.secrets, services.fake, services.sink);
      const { cookie } = await ctx.signIn('manager');
      expect((await post(`/api/test-email/${id}`, cookie)).json()).toEqual({ connected: true });
      await db
        .update(companies)
        .set({ gmailPasswordSealed: ctx.app.ctx.secrets.seal('falsch') })
        .where(eq(companies.id, id));
      const wrong = (await post(`/api/test-email/${id}`, cookie)).json();
      expect(wrong.connected).toBe(false);
      expect(wrong.message).toMatch(/^SMTP-Anmeldung fehlgeschlagen/);
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
      const noKey = await post('/api/test-apify', cookie, { googleMapsUrl: placeLink('Test') });
      expect(noKey.statusCode).toBe(400);
      expect(noKey.json().message).toBe('Kein Apify-API-Schlüssel hinterlegt');
      const id = await insertScanCompany(db, ctx.app.ctx.secrets, services.fake, services.sink);
      services.fake.scenarios.set(placeLink('Test'), {
        items: reviews('t', [
          [2, 1],
          [5, 2],
          [4, 3],
          [1, 4],
          [3, 5],
          [2, 6],
          [5, 7],
        ]),
      });
      const ok = await post('/api/test-apify', cookie, { googleMapsUrl: placeLink('Test') });
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
        googleMapsUrl: placeLink('Test'),
        companyId: id,
      });
      expect(wrongKey.statusCode).toBe(400);
      expect(wrongKey.json().message).toBe('Ungültiger Apify-API-Schlüssel');
      expect((await ctx.app.inject({ method: 'POST', url: '/api/test-apify', payload: {} })).statusCode).toBe(
        401,
      );
    });
  },
  { config: () => ({ apifyBaseUrl: services.fake.url }) },
);
