// 'Nur Bewertungen mit Löschchance ab … anbieten' and the ground sentence (issue 37 point 4,
// decision 081): real scans against the fake Apify into the SMTP sink, the mail read by mailparser.
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { beforeEach, expect, it } from 'vitest';
import * as fx from '../../../tests/support/scan-fixture';
import { reviews as reviewRows, scanLogs } from '../../db/schema';

const INSULT = 'Totale Betrüger, nie wieder!';
const PLAIN = 'Unfreundliche Bedienung und kalter Kaffee.';
const GROUND =
  'Als Grund für eine Meldung bei Google kommt nach erster Einschätzung in Frage: Beleidigung / Schmähkritik.';

fx.describeScanApi('offers by Löschchance', (ctx, services) => {
  beforeEach(() => {
    services.sink.messages.length = 0;
    services.fake.scenarios.clear();
  });
  const db = () => ctx.database.db;

  /** A company with the settings, a customer whose place has an insult and a plain complaint (1 star each). */
  async function scanned(name: string, values: Parameters<typeof fx.scanCompany>[3]) {
    const companyId = await fx.scanCompany(ctx, services, `${name} GmbH`, values);
    const customerId = await fx.insertCustomer(db(), companyId, {
      name,
      email: `${name.toLowerCase()}@example.com`,
      googleMapsLink: fx.placeLink(name),
    });
    const [insult, plain] = fx.reviews(name, [
      [1, 2],
      [1, 3],
    ]);
    services.fake.scenarios.set(fx.placeLink(name), {
      items: [
        { ...insult, text: INSULT },
        { ...plain, text: PLAIN },
      ],
    });
    const { cookie } = await ctx.signIn('manager');
    await fx.runManualScan(ctx, companyId, cookie);
    const claimed = await db()
      .select({ text: reviewRows.reviewText, logId: reviewRows.emailLogId })
      .from(reviewRows)
      .where(eq(reviewRows.customerId, customerId));
    const [log] = await db().select().from(scanLogs).where(eq(scanLogs.customerId, customerId));
    return { claimed, details: JSON.parse(log?.details ?? '{}') };
  }

  it('off (the default): both reviews are offered, without a ground sentence', async () => {
    const { claimed } = await scanned('Alle', {});
    expect(services.sink.messages).toHaveLength(1);
    const mail = await simpleParser(services.sink.messages[0].raw);
    expect(mail.text).toContain(INSULT);
    expect(mail.text).toContain(PLAIN);
    expect(mail.text).not.toContain('erster Einschätzung');
    expect(claimed.every((r) => r.logId !== null)).toBe(true);
  });

  it("'hoch': only the insult is offered; the plain complaint stays stored, unclaimed", async () => {
    const { claimed, details } = await scanned('Hoch', { offerMinChance: 'high' });
    expect(details).toMatchObject({ emailStatus: 'sent', negativeReviews: 2 });
    expect(services.sink.messages).toHaveLength(1);
    const mail = await simpleParser(services.sink.messages[0].raw);
    expect(mail.text).toContain(INSULT);
    expect(mail.text).not.toContain(PLAIN);
    expect(Object.fromEntries(claimed.map((r) => [r.text, r.logId !== null]))).toEqual({
      [INSULT]: true,
      [PLAIN]: false,
    });
  });

  it('nothing reaches the level: no mail, the scan log says why', async () => {
    const companyId = await fx.scanCompany(ctx, services, 'Nichts GmbH', { offerMinChance: 'high' });
    const customerId = await fx.insertCustomer(db(), companyId, {
      name: 'Nichts',
      email: 'nichts@example.com',
      googleMapsLink: fx.placeLink('Nichts'),
    });
    const [plain] = fx.reviews('nichts', [[2, 2]]);
    services.fake.scenarios.set(fx.placeLink('Nichts'), { items: [{ ...plain, text: PLAIN }] });
    const { cookie } = await ctx.signIn('manager');
    await fx.runManualScan(ctx, companyId, cookie);
    expect(services.sink.messages).toHaveLength(0);
    const [log] = await db().select().from(scanLogs).where(eq(scanLogs.customerId, customerId));
    expect(JSON.parse(log.details ?? '{}')).toMatchObject({ emailStatus: 'below_chance' });
  });

  it('the ground sentence, when switched on, names the insult in text and HTML and nothing for the plain one', async () => {
    await scanned('Grund', { offerNamesGround: true });
    const mail = await simpleParser(services.sink.messages[0].raw);
    const text = mail.text ?? '';
    expect(text.split(GROUND)).toHaveLength(2);
    // Right under the insult's quote, not under the plain complaint's.
    expect(text).toContain(`„${INSULT}“\n${GROUND}`);
    expect(String(mail.html)).toContain(GROUND);
  });

  it('refuses a level other than mittel or hoch, in German, and saves nothing', async () => {
    const companyId = await fx.scanCompany(ctx, services, 'Falsch GmbH', {});
    const { cookie } = await ctx.signIn('manager');
    const put = (body: object) =>
      ctx.request('PUT', `/api/companies/${companyId}`, cookie, { name: 'Falsch GmbH', ...body });
    const bad = await put({ offerMinChance: 'low' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Löschchance ab: „mittel“ oder „hoch“, oder leer für alle');
    const kept = await ctx.request('GET', `/api/companies/${companyId}`, cookie);
    expect(kept.json()).toMatchObject({ offerMinChance: null, offerNamesGround: false });
    const good = await put({ offerMinChance: 'medium', offerNamesGround: true });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toMatchObject({ offerMinChance: 'medium', offerNamesGround: true });
    const off = await put({ offerMinChance: null });
    expect(off.json()).toMatchObject({ offerMinChance: null, offerNamesGround: true });
  });
});
