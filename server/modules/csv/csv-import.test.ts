import { and, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { CsvImportPreview } from '../../../common/schemas/csv-import';
import { describeApi } from '../../../tests/support/app';
import { addCompany, addCustomer } from '../../../tests/support/seed';
import { auditEvents, consentEvents, customerStatusChanges, customers } from '../../db/schema';

const link = (n: number | string) => `https://www.google.com/maps/place/Ort+${n}/@52.5,13.4,17z`;
const BOM = '\uFEFF';

describeApi('CSV import of leads', (ctx) => {
  const db = () => ctx.database.db;
  const post = (url: string, cookie: string, body: string | Buffer, type = 'text/csv') =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie, 'content-type': type }, payload: body });
  const preview = async (companyId: number, cookie: string, body: string | Buffer) => {
    const res = await post(`/api/customers/import/preview?companyId=${companyId}`, cookie, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CsvImportPreview;
  };
  const confirm = (companyId: number, cookie: string, body: string | Buffer, p: CsvImportPreview) =>
    post(
      `/api/customers/import?companyId=${companyId}&fileHash=${p.fileHash}&planHash=${p.planHash}`,
      cookie,
      body,
    );
  const customersOf = (companyId: number) =>
    db().select().from(customers).where(eq(customers.companyId, companyId)).orderBy(customers.id);
  const customerCount = async (companyId: number) =>
    (await db().select({ n: count() }).from(customers).where(eq(customers.companyId, companyId)))[0].n;

  const germanFile =
    BOM +
    [
      'Name;Ansprechpartner;E-Mail;Telefon;Google-Maps-Link;Preis;Status;Einwilligung;Einwilligungsdatum;Notiz',
      `Bäckerei Müller;Frau Schäfer;info@baeckerei.de;030 123;${link(1)};89,50;Angerufen;Erteilt;20.11.2025;egal`,
      `"Café ""Zur Post""; Inh. Groß";;post@cafe.de;;${link(2)};1.234,50;;;;`,
      `Autohaus;;kein-mail;;${link(3)};12x;Gewonnen;vielleicht;;`,
      `Blumen "Ida";;INFO@baeckerei.de;;${link(4)};;;;;`,
      `Zahnarzt;;zahn@praxis.de;;https://example.com/nicht-maps;;;Erteilt;;`,
    ].join('\r\n');

  it('previews per row what will happen and why, in German, and writes nothing', async () => {
    const company = await addCompany(db());
    const { cookie } = await ctx.signIn('manager');
    const p = await preview(company.id, cookie, germanFile);
    expect(p).toMatchObject({
      encoding: 'UTF-8',
      delimiter: ';',
      counts: { new: 2, duplicate: 1, invalid: 2 },
    });
    // '1.234,50' is read as written, and warned about as the customer form asks about it.
    expect(p.notices).toEqual(['Nicht übernommene Spalten: „Notiz“']);
    expect(p.warnings).toEqual([
      '1 neue Zeile hat einen ungewöhnlich hohen Preis (über 1.000,00\u00a0€ pro Rezension): Zeile 3. Bitte prüfen Sie, ob z. B. 7950 statt 79,50 gemeint war.',
    ]);
    // Refused rows first, then duplicates, then new ones, each in file order.
    expect(p.rows.map((r) => [r.line, r.action])).toEqual([
      [4, 'invalid'],
      [6, 'invalid'],
      [5, 'duplicate'],
      [2, 'new'],
      [3, 'new'],
    ]);
    const messages = (line: number) =>
      Object.fromEntries(
        p.rows.find((r) => r.line === line)?.problems.map((x) => [x.field, x.message]) ?? [],
      );
    expect(messages(4)).toEqual({
      Status: 'Unbekannter Status „Gewonnen“ (erlaubt: Email gesendet, Angerufen, Verkauft, Nicht verkauft)',
      Einwilligung: 'Unbekannte Einwilligung „vielleicht“ (erlaubt: Keine, Angefragt, Erteilt)',
      'E-Mail': 'Ungültige E-Mail-Adresse',
      Preis: 'Preis muss eine Zahl sein, z. B. 79,50',
    });
    expect(messages(6)).toEqual({
      'Google-Maps-Link': 'Kein gültiger Google-Maps-Link',
      Einwilligungsdatum:
        'Eine erteilte Einwilligung braucht ihr Datum (Spalte „Einwilligungsdatum“, z. B. 20.11.2026)',
    });
    expect(messages(5)).toEqual({ 'E-Mail': 'Gleiche E-Mail wie Zeile 2' });
    expect(messages(3)).toEqual({
      Preis: 'Der Preis von 1.234,50\u00a0€ pro Rezension ist ungewöhnlich hoch. Bitte prüfen.',
    });
    expect(messages(2)).toEqual({});
    // A quote inside an unquoted field is text.
    expect(p.rows.find((r) => r.line === 5)?.name).toBe('Blumen "Ida"');
    expect(p.rows.find((r) => r.line === 3)).toMatchObject({ name: 'Café "Zur Post"; Inh. Groß' });
    expect(await customerCount(company.id)).toBe(0);
  });

  it('imports the new rows with status history, the consent as the operator’s claim and one audit batch', async () => {
    const company = await addCompany(db());
    const { cookie, userId } = await ctx.signIn('admin');
    const p = await preview(company.id, cookie, germanFile);
    const res = await confirm(company.id, cookie, germanFile, p);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      imported: 2,
      skipped: 1,
      invalid: 2,
      message: '2 Kunden importiert, 1 übersprungen, 2 fehlerhaft',
    });
    const rows = await db()
      .select()
      .from(customers)
      .where(eq(customers.companyId, company.id))
      .orderBy(customers.name);
    expect(
      rows.map((c) => [
        c.name,
        c.email,
        c.pricePerReview,
        c.status,
        c.consent,
        c.consentDate,
        c.contactPerson,
      ]),
    ).toEqual([
      ['Bäckerei Müller', 'info@baeckerei.de', '89.50', 'called', 'given', '2025-11-20', 'Frau Schäfer'],
      ['Café "Zur Post"; Inh. Groß', 'post@cafe.de', '1234.50', 'email_sent', 'none', null, null],
    ]);
    const events = await db().select().from(consentEvents);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      consent: 'given',
      source: 'operator',
      userId,
      note: 'CSV-Import',
      ip: null,
    });
    const history = await db().select().from(customerStatusChanges);
    expect(history.map((h) => [h.status, h.changedBy]).sort()).toEqual([
      ['called', userId],
      ['email_sent', userId],
    ]);
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.action, 'imported'));
    expect(audit).toHaveLength(2);
    expect(new Set(audit.map((a) => a.batchId))).toEqual(new Set([res.json().batchId]));
    expect(audit[0]).toMatchObject({ entity: 'customer', companyId: company.id, userId });

    // The same confirm again: the data changed (the rows are customers now), so nothing is written twice.
    const again = await confirm(company.id, cookie, germanFile, p);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/Kunden dieser Firma haben sich seit der Vorschau geändert/);
    // A new preview of the same file: everything is a duplicate now, and there is nothing to import.
    const second = await preview(company.id, cookie, germanFile);
    expect(second.counts).toEqual({ new: 0, duplicate: 3, invalid: 2 });
    const none = await confirm(company.id, cookie, germanFile, second);
    expect(none.statusCode).toBe(400);
    expect(await customerCount(company.id)).toBe(2);
  });

  it('reads commas, English headers, no BOM, Windows-1252 and line breaks in quoted fields', async () => {
    const company = await addCompany(db());
    const { cookie } = await ctx.signIn('manager');
    const comma = [
      'Company,Contact,Email,Phone,Maps link,Price,Status,Consent,Consent date',
      `"Meier, Söhne",Max,a@meier.de,,"${link(7)}","79,50",sold,requested,`,
      `"Zeile mit
Umbruch",,b@meier.de,,"${link(8)}",79.5,not sold,no,`,
      `Ohne Umbruch,,c@meier.de,,"${link(9)}",79.5,not sold,no,`,
    ].join('\n');
    const p = await preview(company.id, cookie, comma);
    expect(p).toMatchObject({ delimiter: ',', counts: { new: 2, duplicate: 0, invalid: 1 } });
    // A line break inside a quoted field is read as part of the field; a name must be one line,
    // as in the customer form; the next row's line number counts the break.
    expect(p.rows.map((r) => [r.line, r.action, r.name, r.problems.map((x) => x.message)])).toEqual([
      [3, 'invalid', 'Zeile mit\nUmbruch', ['Name darf keine Steuerzeichen enthalten']],
      [2, 'new', 'Meier, Söhne', []],
      [5, 'new', 'Ohne Umbruch', []],
    ]);
    const latin = Buffer.from(
      `Name;E-Mail;Google-Maps-Link\r\nGroßmann Bäcker;g@x.de;${link(9)}\r\n`,
      'latin1',
    );
    const w = await preview(company.id, cookie, latin);
    expect(w.encoding).toBe('Windows-1252');
    expect(w.rows[0].name).toBe('Großmann Bäcker');
    expect(w.notices[0]).toMatch(/als Windows-1252 \(Excel\) gelesen/);
    const res = await confirm(company.id, cookie, comma, p);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await customersOf(company.id);
    expect(rows.map((c) => [c.pricePerReview, c.status, c.consent, c.consentDate])).toEqual([
      ['79.50', 'sold', 'requested', null],
      ['79.50', 'not_sold', 'none', null],
    ]);
  });

  it('reads a Windows-1252 file from German Excel as written: €, „, “, –, … in names and prices', async () => {
    const company = await addCompany(db());
    const { cookie } = await ctx.signIn('manager');
    // Bytes as Excel writes 'CSV (Trennzeichen-getrennt)': 0x80 €, 0x84 „, 0x93 “, 0x96 –, 0x85 …
    const w1252 = (...parts: (string | number)[]) =>
      Buffer.concat(parts.map((x) => (typeof x === 'number' ? Buffer.from([x]) : Buffer.from(x, 'latin1'))));
    const file = w1252(
      'Name;E-Mail;Google-Maps-Link;Preis\r\n',
      'Café ',
      0x84,
      'Zur Post',
      0x93,
      ' ',
      0x96,
      ' Inh. Groß',
      0x85,
      `;post@cafe.de;${link(1)};89,50 `,
      0x80,
      '\r\n',
      'Zahnarztpraxis Dr. Weiß;praxis@weiss.de;',
      link(2),
      ';1.234,50 ',
      0x80,
      '\r\n',
    );
    const p = await preview(company.id, cookie, file);
    expect(p).toMatchObject({ encoding: 'Windows-1252', counts: { new: 2, duplicate: 0, invalid: 0 } });
    expect(p.rows.map((r) => [r.line, r.name, r.problems])).toEqual([
      [2, 'Café „Zur Post“ – Inh. Groß…', []],
      [
        3,
        'Zahnarztpraxis Dr. Weiß',
        [
          {
            field: 'Preis',
            message: 'Der Preis von 1.234,50\u00a0€ pro Rezension ist ungewöhnlich hoch. Bitte prüfen.',
          },
        ],
      ],
    ]);
    expect(p.notices).toEqual([
      'Die Datei ist nicht in UTF-8 gespeichert und wurde als Windows-1252 (Excel) gelesen. Bitte prüfen Sie die Umlaute in der Vorschau.',
    ]);
    expect(p.warnings).toEqual([
      '1 neue Zeile hat einen ungewöhnlich hohen Preis (über 1.000,00\u00a0€ pro Rezension): Zeile 3. Bitte prüfen Sie, ob z. B. 7950 statt 79,50 gemeint war.',
    ]);
    const res = await confirm(company.id, cookie, file, p);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await customersOf(company.id);
    expect(rows.map((c) => [c.name, c.pricePerReview])).toEqual([
      ['Café „Zur Post“ – Inh. Groß…', '89.50'],
      ['Zahnarztpraxis Dr. Weiß', '1234.50'],
    ]);

    // Only real control characters are refused: a byte Windows-1252 leaves undefined (0x81), a C1
    // control written as UTF-8 (U+0085), DEL, and C0 but tab and line breaks; nothing is written.
    const url = `/api/customers/import/preview?companyId=${company.id}`;
    const head = 'Name;E-Mail;Google-Maps-Link\n';
    for (const body of [
      w1252(head, 'A', 0x81, 'b;', 0x80, `x@y.de;${link(3)}\n`),
      `${head}A\u0085b;x@y.de;${link(3)}\n`,
      `${head}A\u007fb;x@y.de;${link(3)}\n`,
      `${head}A\u001bb;x@y.de;${link(3)}\n`,
    ]) {
      const refused = await post(url, cookie, body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toBe(
        'Die Datei enthält in Zeile 2 ein Steuerzeichen (z. B. NUL) und kann nicht gelesen werden',
      );
    }
    // A tab inside a cell is no control character to refuse (it is trimmed like spaces).
    const tab = await preview(company.id, cookie, `${head}Neu\tKunde;neu@y.de;${link(4)}\n`);
    expect(tab.counts.invalid + tab.counts.new).toBe(1);
    expect(await customerCount(company.id)).toBe(2);
  });

  it('finds duplicates by e-mail (any case) and by place against the company’s customers only', async () => {
    const company = await addCompany(db());
    const other = await addCompany(db(), 'Andere');
    await addCustomer(db(), company.id, { name: 'Alt', email: 'Alt@Firma.de', googleMapsLink: link('alt') });
    await addCustomer(db(), company.id, { name: 'Ort', email: 'ort@firma.de', placeId: 'ChIJabc' });
    await addCustomer(db(), other.id, { name: 'Fremd', email: 'fremd@firma.de' });
    const { cookie } = await ctx.signIn('manager');
    const file = [
      'Name;E-Mail;Google-Maps-Link',
      `A;alt@firma.de;${link(20)}`,
      `B;b@firma.de;${link('alt')}/`,
      'C;c@firma.de;https://www.google.com/maps/search/?api=1&query=x&query_place_id=ChIJabc',
      `D;fremd@firma.de;${link(21)}`,
      `E;e@firma.de;${link(21)}`,
    ].join('\n');
    const p = await preview(company.id, cookie, file);
    const byLine = Object.fromEntries(
      p.rows.map((r) => [r.line, [r.action, r.problems.map((x) => x.message)]]),
    );
    expect(byLine).toEqual({
      2: ['duplicate', ['Gleiche E-Mail wie der Kunde „Alt“']],
      3: ['duplicate', ['Gleicher Ort wie der Kunde „Alt“']],
      4: ['duplicate', ['Gleicher Ort wie der Kunde „Ort“']],
      5: ['new', []],
      6: ['duplicate', ['Gleicher Ort wie Zeile 5']],
    });
  });

  it('refuses a confirm when the file or the customers changed since the preview, writing nothing', async () => {
    const company = await addCompany(db());
    const { cookie } = await ctx.signIn('manager');
    const file = `Name;E-Mail;Google-Maps-Link\nA;a@x.de;${link(1)}\nB;b@x.de;${link(2)}\n`;
    const p = await preview(company.id, cookie, file);
    const changed = await confirm(company.id, cookie, file.replace('B;', 'C;'), p);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(
      'Die Datei hat sich seit der Vorschau geändert. Bitte laden Sie die Vorschau erneut und prüfen Sie sie.',
    );
    await addCustomer(db(), company.id, { name: 'Inzwischen', email: 'b@x.de' });
    const stale = await confirm(company.id, cookie, file, p);
    expect(stale.statusCode).toBe(409);
    expect(await customerCount(company.id)).toBe(1);
    const bad = await post(
      `/api/customers/import?companyId=${company.id}&fileHash=abc&planHash=abc`,
      cookie,
      file,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('lets admins and managers import; users and strangers are refused', async () => {
    const company = await addCompany(db());
    const file = `Name;E-Mail;Google-Maps-Link\nA;a@x.de;${link(1)}\n`;
    const { cookie } = await ctx.signIn('user');
    expect(
      (await post(`/api/customers/import/preview?companyId=${company.id}`, cookie, file)).statusCode,
    ).toBe(403);
    expect((await post(`/api/customers/import/preview?companyId=${company.id}`, '', file)).statusCode).toBe(
      401,
    );
    const manager = await ctx.signIn('manager');
    const unknown = await post('/api/customers/import/preview?companyId=999999', manager.cookie, file);
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses broken, huge and strange files with a German message, never a 500', async () => {
    const company = await addCompany(db());
    const { cookie } = await ctx.signIn('manager');
    const url = `/api/customers/import/preview?companyId=${company.id}`;
    const cases: [string | Buffer, number, RegExp][] = [
      ['', 400, /CSV-Datei senden/],
      [`Name;E-Mail;Google-Maps-Link\nA\u0000;a@x.de;${link(1)}\n`, 400, /Zeile 2 ein Steuerzeichen/],
      [
        `Name;E-Mail;Google-Maps-Link\n"A;a@x.de;${link(1)}\n`,
        400,
        /kein gültiges CSV.*Anführungszeichen wird nicht geschlossen/,
      ],
      ['Name;Telefon\nA;1\n', 400, /braucht die Spalten „E-Mail“, „Google-Maps-Link“/],
      ['Name;E-Mail;Google-Maps-Link\n', 400, /nur die Kopfzeile/],
      [Buffer.from('\ufeffName', 'utf16le'), 400, /UTF-16/],
      ['Name;E-Mail;E-Mail;Google-Maps-Link\nA;a;b;c\n', 400, /zweimal/],
      [
        `Name;E-Mail;Google-Maps-Link\n${'A;a@x.de;l\n'.repeat(20_001)}`,
        400,
        /20\.001 Zeilen; höchstens 20\.000/,
      ],
      [Buffer.alloc(5 * 1024 * 1024 + 1, 'a'), 413, /zu groß: höchstens 5 MB/],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(url, cookie, body);
      expect(res.statusCode, `${res.body} for ${String(body).slice(0, 40)}`).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    const json = await post(url, cookie, JSON.stringify({ a: 1 }), 'application/json');
    expect(json.statusCode).toBe(400);
    // At the limits: 20,000 rows, almost 5 MB, are read and judged (a Buffer body is not walked as text).
    const filler = 'x'.repeat(160);
    const big = `Name;E-Mail;Google-Maps-Link;Notiz\n${Array.from(
      { length: 20_000 },
      (_, i) => `Kunde ${i};k${i}@x.de;${link(i)};${filler}`,
    ).join('\n')}\n`;
    expect(Buffer.byteLength(big)).toBeGreaterThan(4.5 * 1024 * 1024);
    const started = performance.now();
    const p = await preview(company.id, cookie, big);
    expect(p.counts).toEqual({ new: 20_000, duplicate: 0, invalid: 0 });
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('imports 10,000 rows with bad rows mixed in: exactly the good ones, in one transaction, once', async () => {
    const company = await addCompany(db());
    const { cookie } = await ctx.signIn('manager');
    const lines = ['Name;E-Mail;Google-Maps-Link;Preis;Status;Einwilligung;Einwilligungsdatum'];
    let good = 0;
    for (let i = 0; i < 10_000; i++) {
      if (i % 10 === 3) lines.push(`Fehler ${i};kaputt-${i};${link(i)};89,00;;;`);
      else if (i % 10 === 7) lines.push(`Preis ${i};p${i}@x.de;${link(i)};abc;;;`);
      else if (i % 50 === 9) lines.push(`Doppelt ${i};k0@x.de;${link(i)};;;;`);
      else {
        good++;
        lines.push(
          `Kunde ${i};k${i}@x.de;${link(i)};${i % 2 ? '1.234,50' : '79,50'};Angerufen;${i % 3 ? 'Keine' : 'Erteilt'};01.02.2025`,
        );
      }
    }
    const file = `${BOM}${lines.join('\r\n')}\r\n`;
    const p = await preview(company.id, cookie, file);
    expect(p.counts).toEqual({ new: good, duplicate: 200, invalid: 2000 });
    // Two confirms at once: the company's row lock queues them; the second finds the plan changed.
    const [a, b] = await Promise.all([
      confirm(company.id, cookie, file, p),
      confirm(company.id, cookie, file, p),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await customerCount(company.id)).toBe(good);
    const [{ n: given }] = await db()
      .select({ n: count() })
      .from(customers)
      .where(and(eq(customers.companyId, company.id), eq(customers.consent, 'given')));
    const [{ n: events }] = await db().select({ n: count() }).from(consentEvents);
    expect(events).toBe(given);
    const [{ n: audits }] = await db().select({ n: count() }).from(auditEvents);
    expect(audits).toBe(good);
  }, 120_000);
});
