import { expect, it } from 'vitest';
import { describeApi, ISO } from '../../../tests/support/app';
import { invoiceEvents, invoiceLines, invoices } from '../../db/schema';
import { addRemoval, billedCustomer, billingCompany, removalRow } from './invoices.fixture';

describeApi('invoice drafts', (ctx) => {
  const db = () => ctx.database.db;

  async function shop() {
    const company = await billingCompany(db());
    const customer = await billedCustomer(db(), company.id);
    return { company, customer };
  }

  it('bills only verified removals not yet billed, in the order they were verified', async () => {
    const { company, customer } = await shop();
    const later = await addRemoval(db(), customer, {
      username: 'Max M.',
      rating: 2,
      reviewDate: new Date('2026-09-30T23:30:00Z'), // 1 October in Berlin
      removedAt: new Date('2026-11-12T10:00:00Z'),
      pricePerReview: '120.50',
    });
    const first = await addRemoval(db(), customer, { removedAt: new Date('2026-11-02T10:00:00Z') });
    for (const state of ['ordered', 'filed', 'verifying', 'reinstated', 'cancelled'] as const) {
      await addRemoval(db(), customer, { state, removedAt: null });
    }
    const other = await billedCustomer(db(), company.id, { name: 'Autohaus Weber' });
    await addRemoval(db(), other);

    const { cookie } = await ctx.signIn('manager');
    const billable = await ctx.request('GET', `/api/customers/${customer.id}/billable`, cookie);
    expect(billable.statusCode, billable.body).toBe(200);
    expect(billable.json()).toEqual({
      removals: [
        expect.objectContaining({
          removalId: first.id,
          pricePerReview: '89.00',
          removedAt: expect.stringMatching(ISO),
        }),
        expect.objectContaining({
          removalId: later.id,
          username: 'Max M.',
          rating: 2,
          pricePerReview: '120.50',
        }),
      ],
      netCents: 20950,
      missing: [],
    });

    const res = await ctx.request('POST', `/api/customers/${customer.id}/invoices`, cookie);
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json();
    expect(draft).toMatchObject({
      companyId: company.id,
      customerId: customer.id,
      customerName: 'Bäckerei Müller GmbH',
      kind: 'invoice',
      state: 'draft',
      status: 'draft',
      number: null,
      issuedOn: null,
      dueOn: null,
      serviceFrom: '2026-11-02',
      serviceTo: '2026-11-12',
      vatMode: 'standard',
      vatRate: 19,
      netCents: 20950,
      vatCents: 3981,
      grossCents: 24931,
      paidCents: 0,
      lineCount: 2,
      buyer: expect.objectContaining({
        name: 'Bäckerei Müller GmbH',
        address: 'Marktplatz 3\n80331 München',
      }),
      seller: expect.objectContaining({ name: 'Löschprofis GmbH', iban: 'DE89370400440532013000' }),
    });
    expect(draft.lines).toEqual([
      {
        id: expect.any(Number),
        position: 1,
        removalId: first.id,
        description: 'Entfernung der Google-Bewertung von Anna B. (1 Stern) vom 05.10.2026',
        reviewAuthor: 'Anna B.',
        reviewRating: 1,
        reviewDate: '2026-10-05',
        removedOn: '2026-11-02',
        netCents: 8900,
      },
      {
        id: expect.any(Number),
        position: 2,
        removalId: later.id,
        description: 'Entfernung der Google-Bewertung von Max M. (2 Sterne) vom 01.10.2026',
        reviewAuthor: 'Max M.',
        reviewRating: 2,
        reviewDate: '2026-10-01',
        removedOn: '2026-11-12',
        netCents: 12050,
      },
    ]);
    expect(draft.events).toEqual([
      expect.objectContaining({
        kind: 'created',
        userName: 'manager 1',
        detail: 'Entwurf mit 2 Positionen erstellt',
      }),
    ]);
    expect((await removalRow(db(), first.id)).invoiceId).toBe(draft.id);
    expect((await ctx.request('GET', `/api/invoices/${draft.id}`, cookie)).json()).toEqual(draft);

    // Billed now: nothing left; a second click answers 409 in German.
    expect(
      (await ctx.request('GET', `/api/customers/${customer.id}/billable`, cookie)).json().removals,
    ).toEqual([]);
    const again = await ctx.request('POST', `/api/customers/${customer.id}/invoices`, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Für diesen Kunden gibt es keine verifizierten Entfernungen, die noch nicht abgerechnet sind.',
    );
  });

  it('parallel clicks make one draft; the others get 409', async () => {
    const { customer } = await shop();
    for (let i = 0; i < 3; i++) await addRemoval(db(), customer);
    const { cookie } = await ctx.signIn('admin');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => ctx.request('POST', `/api/customers/${customer.id}/invoices`, cookie)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await db().select().from(invoices)).toHaveLength(1);
    expect(await db().select().from(invoiceLines)).toHaveLength(3);
  });

  it('says what finalizing would lack, and 404 for an unknown customer', async () => {
    const company = await billingCompany(db(), {
      legalAddress: null,
      taxNumber: null,
      vatId: null,
      iban: null,
    });
    const customer = await billedCustomer(db(), company.id, { billingAddress: null });
    const { cookie } = await ctx.signIn('user');
    expect((await ctx.request('GET', `/api/customers/${customer.id}/billable`, cookie)).json()).toEqual({
      removals: [],
      netCents: 0,
      missing: [
        'Anschrift der Firma (Einstellungen → Impressum)',
        'Steuernummer oder USt-IdNr. der Firma',
        'IBAN der Firma',
        'Rechnungsanschrift des Kunden',
      ],
    });
    const missing = await ctx.request('GET', '/api/customers/999999/billable', cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Kunde nicht gefunden');
    const manager = await ctx.signIn('manager');
    expect((await ctx.request('POST', '/api/customers/999999/invoices', manager.cookie)).statusCode).toBe(
      404,
    );
  });

  it('removes a line (its removal billable again, totals and positions follow) and deletes a draft', async () => {
    const { customer } = await shop();
    const [a, b, c] = [
      await addRemoval(db(), customer, {
        pricePerReview: '10.00',
        removedAt: new Date('2026-11-01T10:00:00Z'),
      }),
      await addRemoval(db(), customer, {
        pricePerReview: '20.00',
        removedAt: new Date('2026-11-02T10:00:00Z'),
      }),
      await addRemoval(db(), customer, {
        pricePerReview: '30.00',
        removedAt: new Date('2026-11-03T10:00:00Z'),
      }),
    ];
    const { cookie } = await ctx.signIn('manager');
    const draft = (await ctx.request('POST', `/api/customers/${customer.id}/invoices`, cookie)).json();
    const lineB = draft.lines[1];
    const res = await ctx.request('DELETE', `/api/invoices/${draft.id}/lines/${lineB.id}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json();
    expect(
      after.lines.map((l: { removalId: number; position: number }) => [l.removalId, l.position]),
    ).toEqual([
      [a.id, 1],
      [c.id, 2],
    ]);
    expect(after).toMatchObject({ netCents: 4000, vatCents: 760, grossCents: 4760, lineCount: 2 });
    expect(after.events.at(-1)).toMatchObject({
      kind: 'line_removed',
      detail: expect.stringContaining('Position 2 entfernt'),
    });
    expect((await removalRow(db(), b.id)).invoiceId).toBeNull();
    expect(
      (await ctx.request('DELETE', `/api/invoices/${draft.id}/lines/${lineB.id}`, cookie)).statusCode,
    ).toBe(404);

    const gone = await ctx.request('DELETE', `/api/invoices/${draft.id}`, cookie);
    expect(gone.statusCode).toBe(204);
    expect(await db().select().from(invoices)).toEqual([]);
    expect(await db().select().from(invoiceEvents)).toEqual([]);
    expect((await removalRow(db(), a.id)).invoiceId).toBeNull();
    expect((await removalRow(db(), c.id)).invoiceId).toBeNull();
    const notFound = await ctx.request('GET', `/api/invoices/${draft.id}`, cookie);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().message).toBe('Rechnung nicht gefunden');
  });

  it('only admins and managers write; a plain user reads and gets 403 on every write', async () => {
    const { customer } = await shop();
    await addRemoval(db(), customer);
    const manager = await ctx.signIn('manager');
    const draft = (
      await ctx.request('POST', `/api/customers/${customer.id}/invoices`, manager.cookie)
    ).json();
    const user = await ctx.signIn('user');
    const writes: ['POST' | 'DELETE', string, unknown?][] = [
      ['POST', `/api/customers/${customer.id}/invoices`],
      ['DELETE', `/api/invoices/${draft.id}/lines/${draft.lines[0].id}`],
      ['DELETE', `/api/invoices/${draft.id}`],
      ['POST', `/api/invoices/${draft.id}/finalize`],
      ['POST', `/api/invoices/${draft.id}/cancel`, {}],
      ['POST', `/api/invoices/${draft.id}/payments`, { paidOn: '2026-11-20', amount: '1,00' }],
    ];
    for (const [method, url, body] of writes) {
      const res = await ctx.request(method, url, user.cookie, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe('Keine Berechtigung für diese Aktion');
      expect((await ctx.request(method, url, undefined, body)).statusCode).toBe(401);
    }
    expect((await ctx.request('GET', `/api/invoices/${draft.id}`, user.cookie)).statusCode).toBe(200);
    expect((await ctx.request('GET', `/api/customers/${customer.id}/billable`, user.cookie)).statusCode).toBe(
      200,
    );
    const [row] = await db().select().from(invoices);
    expect(row.state).toBe('draft');
  });
});
