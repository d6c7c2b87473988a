import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { addDays, berlinDay } from '../../../common/calendar-days';
import { describeApi } from '../../../tests/support/app';
import { invoicePayments, invoices } from '../../db/schema';
import { addRemovals, billedCustomer, billingCompany } from './invoices.fixture';

describeApi('invoice payments, list, counts and CSV', (ctx) => {
  const db = () => ctx.database.db;
  const today = () => berlinDay(new Date());

  /** A finalized invoice of a new customer of `companyId` with `n` removals at `price`. */
  async function openInvoice(
    cookie: string,
    companyId: number,
    n = 1,
    price = '89.75',
    name = 'Bäckerei Müller',
  ) {
    const customer = await billedCustomer(db(), companyId, { name, billingName: name });
    await addRemovals(db(), customer, n, price);
    const draft = (await ctx.request('POST', `/api/customers/${customer.id}/invoices`, cookie)).json();
    const res = await ctx.request('POST', `/api/invoices/${draft.id}/finalize`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const pay = (cookie: string, id: number, body: unknown) =>
    ctx.request('POST', `/api/invoices/${id}/payments`, cookie, body);

  it('records part payments, refuses more than is open, and is paid at the full amount', async () => {
    const company = await billingCompany(db());
    const { cookie } = await ctx.signIn('manager');
    const open = await openInvoice(cookie, company.id); // 89,75 + 17,05 = 106,80
    expect(open.grossCents).toBe(10680);

    const part = await pay(cookie, open.id, { paidOn: today(), amount: '50,00', note: 'Teilzahlung' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ state: 'open', paidCents: 5000, paidOn: null });
    expect(part.json().payments).toEqual([
      expect.objectContaining({ paidOn: today(), amountCents: 5000, note: 'Teilzahlung' }),
    ]);

    const over = await pay(cookie, open.id, { paidOn: today(), amount: '56,81' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Betrag übersteigt den offenen Betrag von 56,80\u00a0€.');

    const rest = await pay(cookie, open.id, { paidOn: today(), amount: '56,80' });
    expect(rest.json()).toMatchObject({ state: 'paid', status: 'paid', paidCents: 10680, paidOn: today() });
    expect(rest.json().events.at(-1)).toMatchObject({
      kind: 'payment',
      detail: expect.stringContaining('vollständig bezahlt'),
    });
    const again = await pay(cookie, open.id, { paidOn: today(), amount: '1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Die Rechnung ist bereits bezahlt.');
    expect(await db().select().from(invoicePayments)).toHaveLength(2);
  });

  it('refuses payments on drafts and cancelled invoices, bad amounts, future days and NUL in the note', async () => {
    const company = await billingCompany(db());
    const { cookie } = await ctx.signIn('admin');
    const open = await openInvoice(cookie, company.id);
    const cases: [unknown, number, string][] = [
      [{ paidOn: today(), amount: '0' }, 400, 'Betrag muss größer als 0 sein'],
      [{ paidOn: '2026-13-01', amount: '1' }, 400, 'Ungültiges Datum (erwartet JJJJ-MM-TT)'],
      [
        { paidOn: addDays(today(), 1), amount: '1' },
        400,
        'Das Zahlungsdatum darf nicht in der Zukunft liegen.',
      ],
      [
        { paidOn: today(), amount: '1', note: 'a\u0000b' },
        400,
        'Das Feld „note“ enthält ungültige Zeichen (z. B. ein Nullzeichen).',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await pay(cookie, open.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    await ctx.request('POST', `/api/invoices/${open.id}/cancel`, cookie, {});
    expect((await pay(cookie, open.id, { paidOn: today(), amount: '1' })).json().message).toBe(
      'Eine stornierte Rechnung kann nicht bezahlt werden.',
    );
    expect(await db().select().from(invoicePayments)).toEqual([]);
  });

  it('lists by tab with counts and sums, overdue included, searches number and buyer, pages', async () => {
    const company = await billingCompany(db());
    const other = await billingCompany(db(), {}, 'Andere GmbH');
    const { cookie } = await ctx.signIn('manager');
    const a = await openInvoice(cookie, company.id, 1, '100.00', 'Autohaus Weber'); // 119,00
    const b = await openInvoice(cookie, company.id, 2, '100.00', 'Café Sonne'); // 238,00
    const c = await openInvoice(cookie, company.id, 1, '50.00', 'Zahnarzt Dr. Kurz'); // 59,50
    await openInvoice(cookie, other.id, 1, '10.00', 'Fremdkunde');
    // b is overdue: due yesterday; c is paid in part, then fully.
    await db()
      .update(invoices)
      .set({ dueOn: addDays(today(), -1) })
      .where(eq(invoices.id, b.id));
    await pay(cookie, b.id, { paidOn: today(), amount: '38,00' });
    await pay(cookie, c.id, { paidOn: today(), amount: '59,50' });
    const cancelled = (await ctx.request('POST', `/api/invoices/${a.id}/cancel`, cookie, {})).json();
    const drafter = await billedCustomer(db(), company.id, { name: 'Entwurf KG', billingName: 'Entwurf KG' });
    await addRemovals(db(), drafter, 1, '10.00');
    await ctx.request('POST', `/api/customers/${drafter.id}/invoices`, cookie);

    const user = await ctx.signIn('user');
    const counts = await ctx.request('GET', `/api/invoices/counts?companyId=${company.id}`, user.cookie);
    expect(counts.statusCode, counts.body).toBe(200);
    expect(counts.json()).toEqual({
      all: { count: 5, grossCents: 11900 + 23800 + 5950 - 11900 + 1190 },
      draft: { count: 1, grossCents: 1190 },
      open: { count: 0, grossCents: 0 },
      overdue: { count: 1, grossCents: 23800 },
      paid: { count: 1, grossCents: 5950 },
      cancelled: { count: 2, grossCents: 0 },
      outstandingCents: 20000,
    });

    const list = (query: string) =>
      ctx.getList(`/api/invoices?companyId=${company.id}&${query}`, user.cookie, { expectOk: true });
    const overdue = await list('status=overdue');
    expect(overdue.body.map((r: { id: number }) => r.id)).toEqual([b.id]);
    expect(overdue.body[0]).toMatchObject({
      status: 'overdue',
      state: 'open',
      customerName: 'Café Sonne',
      lineCount: 2,
      paidCents: 3800,
    });
    expect((await list('status=cancelled')).body.map((r: { id: number }) => r.id).sort()).toEqual(
      [a.id, cancelled.id].sort(),
    );
    const all = await list('sort=amount');
    expect(all.total).toBe(5);
    expect(all.body.map((r: { grossCents: number }) => r.grossCents)).toEqual([
      23800, 11900, 5950, 1190, -11900,
    ]);
    expect((await list('sort=number')).body[0].number).toBe(cancelled.number);
    expect((await list('search=sonne')).body.map((r: { id: number }) => r.id)).toEqual([b.id]);
    expect(
      (await list(`search=${encodeURIComponent(c.number)}`)).body.map((r: { id: number }) => r.id),
    ).toEqual([c.id]);
    const page = await list('limit=2&offset=2&sort=oldest');
    expect(page.body.map((r: { id: number }) => r.id)).toEqual([c.id, cancelled.id]);
    expect(page.total).toBe(5);
    const drawer = await list(`customerId=${b.customerId}`);
    expect(drawer.body.map((r: { id: number }) => r.id)).toEqual([b.id]);
    expect(
      (
        await ctx.request(
          'GET',
          `/api/invoices/counts?companyId=${company.id}&customerId=${b.customerId}`,
          user.cookie,
        )
      ).json().all,
    ).toEqual({
      count: 1,
      grossCents: 23800,
    });

    // One statement per page; 404 for an unknown company, German 400 for an unknown tab.
    ctx.database.clearQueries();
    await list('status=paid');
    expect(ctx.database.queries.filter((q) => !q.includes('"sessions"'))).toHaveLength(1);
    expect((await ctx.request('GET', '/api/invoices?companyId=999999', user.cookie)).statusCode).toBe(404);
    expect((await ctx.request('GET', '/api/invoices/counts?companyId=999999', user.cookie)).statusCode).toBe(
      404,
    );
    const bad = await ctx.request('GET', `/api/invoices?companyId=${company.id}&status=late`, user.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Ungültiger Status');
  });

  it('exports finalized invoices and cancellations as German CSV with BOM, quoted and formula-safe', async () => {
    const company = await billingCompany(db());
    const { cookie } = await ctx.signIn('manager');
    const a = await openInvoice(cookie, company.id, 12, '89.75', '=HYPERLINK("x");Müller "Backstube"');
    const cancelled = (await ctx.request('POST', `/api/invoices/${a.id}/cancel`, cookie, {})).json();
    const drafter = await billedCustomer(db(), company.id);
    await addRemovals(db(), drafter, 1);
    await ctx.request('POST', `/api/customers/${drafter.id}/invoices`, cookie);

    const user = await ctx.signIn('user');
    const res = await ctx.request('GET', `/api/invoices/export.csv?companyId=${company.id}`, user.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Rechnungen_alle.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Rechnungsnummer;Rechnungsdatum;Leistungsdatum;Fällig am;Kunde;Kundennummer;Netto;USt-Satz;USt;Brutto;Bezahlt;Status;Storno zu;Belegart',
    );
    const day = (d: string) => d.split('-').reverse().join('.');
    expect(lines[1]).toBe(
      [
        a.number,
        day(today()),
        '10.11.2026',
        day(a.dueOn),
        `"'=HYPERLINK(""x"");Müller ""Backstube"""`,
        String(a.customerId),
        '1.077,00',
        '19',
        '204,63',
        '1.281,63',
        '0,00',
        'Storniert',
        '',
        'Rechnung',
      ].join(';'),
    );
    expect(lines[2]).toMatch(
      new RegExp(
        `^${cancelled.number};.*;-1\\.077,00;19;-204,63;-1\\.281,63;0,00;Storniert;${a.number};Stornorechnung$`,
      ),
    );
    expect(lines).toHaveLength(4); // header, two rows, the closing line break; the draft is left out

    const none = await ctx.request(
      'GET',
      `/api/invoices/export.csv?companyId=${company.id}&from=2020-01-01&to=2020-12-31`,
      user.cookie,
    );
    expect(none.headers['content-disposition']).toBe(
      'attachment; filename="Rechnungen_2020-01-01_bis_2020-12-31.csv"',
    );
    expect(none.body.split('\r\n')).toHaveLength(2);
    const backwards = await ctx.request(
      'GET',
      `/api/invoices/export.csv?companyId=${company.id}&from=2026-02-01&to=2026-01-01`,
      user.cookie,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('Das Startdatum darf nicht nach dem Enddatum liegen.');
    expect(
      (await ctx.request('GET', '/api/invoices/export.csv?companyId=999999', user.cookie)).statusCode,
    ).toBe(404);
  });
});
