// The customer portal's API (issue 36 points 1, 2, 5, 6) on both databases: what the owner sees,
// in how many statements, documents only of their own, dead links as a German 404 naming the
// operator, the rate limit per address, and bad input never a 500.
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { defaultPortalTerms } from '../../../common/portal-terms';
import type { PortalView } from '../../../common/schemas/portal';
import { describeApi } from '../../../tests/support/app';
import { companies, loginAttempts, reviews } from '../../db/schema';
import { moveTo } from '../removals/removals.fixture';
import { idleLinks, seededGoneLinkMessage, seedPortal } from './portal.fixture';
import { unknownLinkMessage } from './portal.service';
import { revokePortalLinks } from './portal-links';
import { PORTAL_LIMIT, portalThrottleKey } from './portal-throttle';

describeApi('customer portal', (ctx) => {
  const db = () => ctx.database.db;
  const get = (url: string) => ctx.request('GET', url);

  it("shows the owner's company, price, terms, 1–3 star reviews with their cases and issued invoices", async () => {
    const s = await seedPortal(db());
    ctx.database.clearQueries();
    const res = await get(`/api/portal/${s.token}`);
    expect(res.statusCode, res.body).toBe(200);
    // The throttle's counter, the link's use and the page: three statements, however many rows.
    expect(ctx.database.queries).toHaveLength(3);
    expect(res.headers['cache-control']).toBe('no-store');
    const view = res.json() as PortalView;

    expect(view.company).toMatchObject({
      name: 'Reputationsschutz Nord',
      website: 'https://reputationsschutz-nord.de',
      contactEmail: 'hilfe@nord.de',
      legalName: 'Reputationsschutz Nord GmbH',
      registerNumber: 'HRB 123456',
    });
    expect(view.company.privacyNotice).toContain(
      'Verantwortlich für die Verarbeitung Ihrer Daten ist Reputationsschutz Nord GmbH, Hafenstraße 12, 20457 Hamburg. Kontakt: hilfe@nord.de.',
    );
    expect(view.customer).toMatchObject({ name: 'Bäckerei Müller', optedOut: false });
    // The customer's own opt-out link, as in every mail; it opens the opt-out page.
    expect(view.customer.unsubscribeUrl).toMatch(/^\/abmelden\/[^/]+$/);
    expect((await get(view.customer.unsubscribeUrl)).body).toContain('Abmelden');
    expect(view.pricePerReview).toBe('79.50');
    expect(view.vatRatePercent).toBe(19);
    expect(view.terms).toEqual({ version: 1, text: defaultPortalTerms });

    // Newest first; the 5-star review and the other customer's review are not there.
    expect(view.reviews.map((r) => r.id)).toEqual([
      s.reviews.open.id,
      s.reviews.ordered.id,
      s.reviews.removed.id,
    ]);
    const [open, ordered, removed] = view.reviews;
    expect(open).toMatchObject({ author: 'Anonym', stars: 3, text: null, case: null });
    expect(ordered.case).toMatchObject({
      state: 'ordered',
      stateLabel: 'Beauftragt',
      next: 'Wir melden die Bewertung bis zum 22.11.2026 bei Google.',
      price: '79.50',
      reason: 'no_contact',
      timeline: [{ at: '2026-11-20T09:00:00.000Z', text: 'Auftrag erteilt' }],
      proof: [],
    });
    expect(removed).toMatchObject({
      author: 'Anna B.',
      stars: 1,
      publishedAt: '2026-10-01T08:00:00.000Z',
      text: 'Nie wieder',
      url: 'https://maps.google.com/r/1',
    });
    expect(removed.case).toMatchObject({
      state: 'removed',
      stateLabel: 'Entfernt',
      next: 'Wir sehen bis zum 04.02.2027 weiter nach, ob die Bewertung wieder erscheint.',
      reason: 'false_claim',
    });
    expect(removed.case?.timeline.map((t) => t.text)).toEqual([
      'Auftrag erteilt',
      'Gemeldet',
      'Bewertung nicht mehr gefunden – zweite Prüfung folgt',
      'Entfernung bestätigt',
    ]);
    // The proof: the two checks that missed it, newest first; the check that still saw it is not proof.
    expect(removed.case?.proof).toEqual([
      { at: '2026-11-06T09:00:00.000Z', text: 'Bei unserer Prüfung nicht mehr gefunden' },
      { at: '2026-11-05T09:00:00.000Z', text: 'Bei unserer Prüfung nicht mehr gefunden' },
    ]);
    expect(JSON.stringify(view)).not.toMatch(/Fremder Gast|Geheim|Café Fremd|Operator/);

    // Issued invoices and the cancellation, never the draft or the other customer's.
    expect(view.invoices.map((i) => i.id).sort()).toEqual(
      [s.invoices.invoice.id, s.invoices.cancellation.id].sort(),
    );
    const invoice = view.invoices.find((i) => i.id === s.invoices.invoice.id);
    expect(invoice).toEqual({
      id: s.invoices.invoice.id,
      number: 'RE-2026-0007',
      kind: 'invoice',
      state: 'open',
      issuedOn: '2026-11-24',
      dueOn: '2026-12-08',
      gross: '118.99',
      open: '118.99',
      pdfUrl: `/api/portal/${s.token}/invoices/${s.invoices.invoice.id}.pdf`,
      xmlUrl: `/api/portal/${s.token}/invoices/${s.invoices.invoice.id}/xrechnung.xml`,
      giroCodeUrl: `/api/portal/${s.token}/invoices/${s.invoices.invoice.id}/girocode.svg`,
    });
    expect(view.invoices.find((i) => i.kind === 'cancellation')).toMatchObject({
      gross: '-118.99',
      open: '0.00',
    });
    expect(view.orders).toEqual([]);
  });

  it("an order placed through the portal is listed with the company's own terms; the gate counts it too", async () => {
    const s = await seedPortal(db());
    await db()
      .update(companies)
      .set({ portalTerms: 'Unsere Bedingungen', portalTermsVersion: 3 })
      .where(eq(companies.id, s.company.id));
    const before = (await get(`/api/portal/${s.token}`)).json() as PortalView;
    expect(before.terms).toEqual({ version: 3, text: 'Unsere Bedingungen' });
    const body = {
      items: [{ reviewId: s.reviews.open.id, reason: 'off_topic' }],
      signerName: 'Erika Müller',
      termsVersion: 3,
    };
    const placed = await ctx.request('POST', `/api/portal/${s.token}/orders`, undefined, body);
    expect(placed.statusCode, placed.body).toBe(201);
    const view = (await get(`/api/portal/${s.token}`)).json() as PortalView;
    expect(view.orders).toEqual([
      {
        id: placed.json().order.id,
        createdAt: expect.stringMatching(/Z$/),
        signerName: 'Erika Müller',
        reviewIds: [s.reviews.open.id],
        net: '79.50',
        vat: '15.11',
        gross: '94.61',
        pdfUrl: `/api/portal/${s.token}/orders/${placed.json().order.id}.pdf`,
      },
    ]);
    expect(view.reviews.find((r) => r.id === s.reviews.open.id)?.case).toMatchObject({
      stateLabel: 'Beauftragt',
      reason: 'off_topic',
    });
    // The other customer sees none of it; a dead link's order is the portal's 404 before validation.
    expect(((await get(`/api/portal/${s.otherToken}`)).json() as PortalView).orders).toEqual([]);
    const dead = await ctx.request('POST', '/api/portal/kaputt/orders', undefined, { items: 'x' });
    expect(dead.statusCode).toBe(404);
    expect(dead.json().message).toBe(unknownLinkMessage);
    expect(dead.json().contact).toBeUndefined();
    await db()
      .update(loginAttempts)
      .set({ count: PORTAL_LIMIT })
      .where(eq(loginAttempts.key, portalThrottleKey('127.0.0.1')));
    expect((await ctx.request('POST', `/api/portal/${s.token}/orders`, undefined, body)).statusCode).toBe(
      429,
    );
  });

  it('a small business shows no VAT; an opted-out owner is told so; a reinstated review says it is back', async () => {
    const s = await seedPortal(db());
    await db().update(companies).set({ vatMode: 'small_business' }).where(eq(companies.id, s.company.id));
    await db().execute(sql`update customers set opted_out_at = now() where id = ${s.customer.id}`);
    await moveTo(db(), s.cases.removed.id, 'reinstated', new Date('2026-11-10T09:00:00Z'));
    const view = (await get(`/api/portal/${s.token}`)).json() as PortalView;
    expect(view.vatRatePercent).toBe(0);
    expect(view.customer.optedOut).toBe(true);
    const back = view.reviews.find((r) => r.id === s.reviews.removed.id)?.case;
    expect(back).toMatchObject({ state: 'reinstated', stateLabel: 'Wieder sichtbar' });
    expect(back?.next).toMatch(/^Die Bewertung ist wieder sichtbar/);
    expect(back?.timeline.at(-1)).toEqual({
      at: '2026-11-10T09:00:00.000Z',
      text: 'Bewertung wieder sichtbar',
    });
  });

  it("shows each review's Löschchance as level and suggested reason, without the operator's signal lines", async () => {
    const s = await seedPortal(db());
    const stored = {
      level: 'high',
      suggestedReason: 'insult',
      signals: [{ code: 'insult', text: 'Beleidigung oder Schmähung: „Betrüger“' }],
    };
    await db()
      .update(reviews)
      .set({ removalChance: stored as never, chanceRank: 3 })
      .where(eq(reviews.id, s.reviews.open.id));
    const view = (await get(`/api/portal/${s.token}`)).json() as PortalView;
    const open = view.reviews.find((r) => r.id === s.reviews.open.id);
    expect(open?.chance).toEqual({ level: 'high', suggestedReason: 'insult' });
    expect(JSON.stringify(view)).not.toContain('Schmähung');
    // Not yet judged (the fill has not reached it): null, not a made-up level.
    expect(view.reviews.find((r) => r.id === s.reviews.ordered.id)?.chance).toBeNull();
  });

  it('another link opens only its own customer', async () => {
    const s = await seedPortal(db());
    const view = (await get(`/api/portal/${s.otherToken}`)).json() as PortalView;
    expect(view.customer.name).toBe('Café Fremd');
    expect(view.reviews.map((r) => r.id)).toEqual([s.reviews.foreign.id]);
    expect(view.invoices.map((i) => i.id)).toEqual([s.invoices.foreign.id]);
  });

  it('forged, malformed and over-long tokens: 404 with the neutral text on every portal route, never 401 or 500', async () => {
    const s = await seedPortal(db());
    const forged = `${s.token.slice(0, -1)}${s.token.endsWith('A') ? 'B' : 'A'}`;
    const bad = [
      forged,
      'x',
      '%00',
      `${s.token.slice(0, 42)}%00`,
      "'%20or%201=1--",
      'A'.repeat(43),
      'A'.repeat(500),
    ];
    for (const token of bad) {
      for (const path of [
        '',
        `/invoices/${s.invoices.invoice.id}.pdf`,
        `/invoices/${s.invoices.invoice.id}/xrechnung.xml`,
        '/gibt-es-nicht',
      ]) {
        const res = await get(`/api/portal/${token}${path}`);
        // A path no route has is a 404 too (400 for a NUL in it, as everywhere), never a 401.
        if (path === '/gibt-es-nicht') {
          expect(res.statusCode, `${token}${path}: ${res.body}`).toBe(token.includes('%00') ? 400 : 404);
          continue;
        }
        expect(res.statusCode, `${token}${path}: ${res.body}`).toBe(404);
        expect(res.json().message).toBe(unknownLinkMessage);
      }
    }
  });

  it('a revoked or expired link: 404 naming the operator and how to reach them', async () => {
    const s = await seedPortal(db());
    await revokePortalLinks(db(), s.customer.id);
    const revoked = await get(`/api/portal/${s.token}`);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().message).toBe(seededGoneLinkMessage);
    // The contact beside it, for the page's mailto: and tel: links.
    expect(revoked.json().contact).toEqual({ email: 'hilfe@nord.de', phone: '040 123456' });
    // Unused for 31 days: expired, the same answer; the invoice route too.
    await idleLinks(db(), s.other.id);
    for (const path of ['', `/invoices/${s.invoices.foreign.id}.pdf`]) {
      const expired = await get(`/api/portal/${s.otherToken}${path}`);
      expect(expired.statusCode).toBe(404);
      expect(expired.json().message).toMatch(
        /^Dieser Link ist abgelaufen .* Reputationsschutz Nord \(hilfe@nord\.de/,
      );
    }
  });

  it("downloads the owner's issued invoices; another customer's, a draft or an unknown id is 404; a bad id 400", async () => {
    const s = await seedPortal(db());
    const base = `/api/portal/${s.token}/invoices`;
    const pdf = await get(`${base}/${s.invoices.invoice.id}.pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('Rechnung_RE-2026-0007.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const giro = await get(`${base}/${s.invoices.invoice.id}/girocode.svg`);
    expect(giro.statusCode, giro.body).toBe(200);
    expect(giro.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(giro.body).toMatch(/^<svg [^>]*aria-label="GiroCode/);
    const none = await get(`${base}/${s.invoices.cancellation.id}/girocode.svg`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Für diese Rechnung ist nichts mehr zu zahlen');
    const xml = await get(`${base}/${s.invoices.cancellation.id}/xrechnung.xml`);
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.body).toContain('<ram:ID>RE-2026-0009</ram:ID>');

    for (const id of [s.invoices.foreign.id, s.invoices.draft.id, 2_000_000_000]) {
      for (const path of [`${base}/${id}.pdf`, `${base}/${id}/xrechnung.xml`]) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(404);
        expect(res.json().message).toBe('Rechnung nicht gefunden');
      }
    }
    for (const id of ['abc', '0', '99999999999', '1%00', '-1']) {
      const res = await get(`${base}/${id}/xrechnung.xml`);
      expect(res.statusCode, `${id}: ${res.body}`).toBe(400);
    }
    expect((await get(`${base}/${'9'.repeat(300)}.pdf`)).statusCode).toBe(404);
  });

  it('counts every request per address: over the limit 429 in German with Retry-After, forged tokens included', async () => {
    const s = await seedPortal(db());
    await db()
      .insert(loginAttempts)
      .values({ key: portalThrottleKey('127.0.0.1'), windowStart: new Date(), count: PORTAL_LIMIT - 1 });
    expect((await get(`/api/portal/${s.token}`)).statusCode).toBe(200);
    for (const token of [s.token, 'gefälscht']) {
      const res = await get(`/api/portal/${token}`);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(
        /^Zu viele Aufrufe des Kundenportals\. Bitte versuchen Sie es in 1[45] Minuten erneut\.$/,
      );
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
    }
    // Another address is not held up; the signed-in app neither.
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/api/portal/${s.token}`,
      remoteAddress: '10.0.0.7',
    });
    expect(other.statusCode).toBe(200);
  });
});
