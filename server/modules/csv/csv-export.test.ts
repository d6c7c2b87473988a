import { parse } from 'csv-parse/sync';
import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import { addCompany, addCustomer, addEmailLog, addScanLog } from '../../../tests/support/seed';
import { reviews } from '../../db/schema';
import { EXPORT_PAGE } from './csv-export.queries';

describeApi('CSV exports', (ctx) => {
  const db = () => ctx.database.db;
  const get = async (url: string, cookie: string) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
    return res;
  };
  /** The file as German Excel reads it: BOM, ';', CRLF, read back with a real parser. */
  const table = (body: string) => {
    expect(body.startsWith('\uFEFF')).toBe(true);
    expect(body.endsWith('\r\n')).toBe(true);
    return parse(body, { bom: true, delimiter: ';', record_delimiter: '\r\n' }) as string[][];
  };

  it('exports customers under the list’s filters, German numbers and dates, and reads back', async () => {
    const company = await addCompany(db());
    await addCustomer(db(), company.id, {
      name: 'Zahnarzt Özdemir',
      email: 'z@praxis.de',
      pricePerReview: '1234.50',
      status: 'called',
      consent: 'given',
      consentDate: '2025-11-20',
      googleMapsLink: 'https://www.google.com/maps/place/X',
      createdAt: new Date('2026-01-15T23:30:00Z'),
    });
    await addCustomer(db(), company.id, { name: 'Äpfel & Co', email: 'a@b.de', phone: '=HYPERLINK("x")' });
    await addCustomer(db(), company.id, { name: 'Bäckerei; "Müller"', email: 'm@b.de', status: 'sold' });
    const other = await addCompany(db(), 'Andere');
    await addCustomer(db(), other.id, { name: 'Fremd' });
    const { cookie } = await ctx.signIn('user');
    const res = await get(`/api/customers/export.csv?companyId=${company.id}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="kunden-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = table(res.body);
    // The lead import's columns first, as its CSV header line.
    const importColumns =
      'Name;Anrede;Ansprechpartner;E-Mail;Telefon;Google-Maps-Link;Preis;Status;Einwilligung;Einwilligungsdatum';
    expect(header.slice(0, 10)).toEqual(importColumns.split(';'));
    // German order (Ä as A), the customer of another company left out.
    expect(rows.map((r) => r[0])).toEqual(['Äpfel & Co', 'Bäckerei; "Müller"', 'Zahnarzt Özdemir']);
    const z = Object.fromEntries(header.map((h, i) => [h, rows[2][i]]));
    expect(z).toMatchObject({
      Preis: '1.234,50',
      Status: 'Angerufen',
      Einwilligung: 'Erteilt',
      Einwilligungsdatum: '20.11.2025',
      Aktiv: 'Ja',
      'Angelegt am': '16.01.2026 00:30',
    });
    // A formula is neutralised.
    expect(rows[0][4]).toBe('\'=HYPERLINK("x")');

    const filtered = await get(`/api/customers/export.csv?companyId=${company.id}&status=sold`, cookie);
    expect(
      table(filtered.body)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(['Bäckerei; "Müller"']);
    const bad = await get(`/api/customers/export.csv?companyId=${company.id}&status=egal`, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Ungültiger Status');
    expect((await get('/api/customers/export.csv?companyId=999999', cookie)).statusCode).toBe(404);
    expect((await get(`/api/customers/export.csv?companyId=${company.id}`, '')).statusCode).toBe(401);
  });

  it('streams every review across keyset pages, newest first, with the rating filter', async () => {
    const company = await addCompany(db());
    const customer = await addCustomer(db(), company.id, { name: 'Praxis' });
    const total = EXPORT_PAGE * 2 + 7;
    // Many reviews share one detection time, so the cursor's tie-break by id is what pages them.
    const at = new Date('2026-03-01T10:00:00.123456Z');
    await db()
      .insert(reviews)
      .values(
        Array.from({ length: total }, (_, i) => ({
          customerId: customer.id,
          companyId: company.id,
          externalId: `r${i}`,
          username: `Nutzer ${i}`,
          rating: (i % 5) + 1,
          reviewText: i === 0 ? 'Mehrzeilig;\n"zitiert"' : 'Text',
          detectedAt: i % 3 === 0 ? at : new Date(at.getTime() + i * 1000),
          reviewDate: new Date('2026-02-28T12:00:00Z'),
        })),
      );
    const { cookie } = await ctx.signIn('user');
    const res = await get(`/api/reviews/export.csv?companyId=${company.id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="bewertungen-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = table(res.body);
    expect(header).toEqual(
      'Kunde;Bewertender;Sterne;Text;Bewertungsdatum;Erkannt am;Archiviert;Link'.split(';'),
    );
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r[1])).size).toBe(total);
    expect(rows.find((r) => r[1] === 'Nutzer 0')?.slice(2, 7)).toEqual([
      '1',
      'Mehrzeilig;\n"zitiert"',
      '28.02.2026 13:00',
      '01.03.2026 11:00',
      'Nein',
    ]);
    const negative = await get(`/api/reviews/export.csv?companyId=${company.id}&rating=negative`, cookie);
    expect(
      table(negative.body)
        .slice(1)
        .every((r) => Number(r[2]) <= 3),
    ).toBe(true);
    const archived = await get(`/api/reviews/export.csv?companyId=${company.id}&archived=true`, cookie);
    expect(table(archived.body)).toHaveLength(1);
    expect(archived.headers['content-disposition']).toMatch(/bewertungen-archiv-/);
  });

  it('exports e-mail logs and scan logs with German labels and the search', async () => {
    const company = await addCompany(db());
    const customer = await addCustomer(db(), company.id, { name: 'Bäckerei', email: 'b@x.de' });
    const other = await addCustomer(db(), company.id, { name: 'Metzger', email: 'm@x.de' });
    await addEmailLog(db(), customer, { status: 'failed', errorMessage: '550 kein Postfach' });
    await addEmailLog(db(), other, { status: 'sent', sentAt: new Date('2026-03-01T08:00:00Z') });
    await addScanLog(db(), company.id, {
      customerId: customer.id,
      customerName: 'Bäckerei',
      details: JSON.stringify({ totalReviews: 1200, newReviews: 3, negativeReviews: 1, emailStatus: 'sent' }),
    });
    await addScanLog(db(), company.id, {
      status: 'error',
      errorType: 'invalid_url',
      errorMessage: 'Kein Link',
    });
    const { cookie } = await ctx.signIn('user');
    const mails = await get(`/api/email-logs/export.csv?companyId=${company.id}&search=b%C3%A4ck`, cookie);
    expect(mails.statusCode).toBe(200);
    const [mailHeader, ...mailRows] = table(mails.body);
    expect(mailRows).toHaveLength(1);
    expect(Object.fromEntries(mailHeader.map((h, i) => [h, mailRows[0][i]]))).toMatchObject({
      Kunde: 'Bäckerei',
      Status: 'Fehlgeschlagen',
      Art: 'Angebot',
      Test: 'Nein',
      Fehler: '550 kein Postfach',
    });
    const scans = await get(`/api/scan-logs/export.csv?companyId=${company.id}`, cookie);
    const [scanHeader, ...scanRows] = table(scans.body);
    expect(scanRows.map((r) => Object.fromEntries(scanHeader.map((h, i) => [h, r[i]])))).toMatchObject([
      { Status: 'Fehler', Fehlerart: 'Ungültige URL', Fehlermeldung: 'Kein Link' },
      {
        Kunde: 'Bäckerei',
        Art: 'Geplant',
        Status: 'Erfolgreich',
        'Bewertungen gesamt': '1.200',
        'E-Mail': 'Gesendet',
      },
    ]);
    const errorsOnly = await get(`/api/scan-logs/export.csv?status=error`, cookie);
    expect(table(errorsOnly.body)).toHaveLength(2);
  });

  it('exports what it exported into a lead import of another company', async () => {
    const company = await addCompany(db());
    await addCustomer(db(), company.id, {
      name: 'Café Süd',
      email: 'sued@cafe.de',
      googleMapsLink: 'https://www.google.com/maps/place/Cafe+Sued/@52.5,13.4,17z',
      pricePerReview: '1234.50',
      consent: 'given',
      consentDate: '2025-10-01',
    });
    const target = await addCompany(db(), 'Neu');
    const { cookie } = await ctx.signIn('manager');
    const csv = (await get(`/api/customers/export.csv?companyId=${company.id}`, cookie)).rawPayload;
    const preview = await ctx.app.inject({
      method: 'POST',
      url: `/api/customers/import/preview?companyId=${target.id}`,
      headers: { cookie, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().counts).toEqual({ new: 1, duplicate: 0, invalid: 0 });
  });
});
