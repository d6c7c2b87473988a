import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { addDays, berlinDay } from '../../../common/calendar-days';
import { SMALL_BUSINESS_NOTE } from '../../../common/invoice-math';
import { describeApi, ISO } from '../../../tests/support/app';
import { customers, invoiceCounters, invoices, removals } from '../../db/schema';
import { addRemoval, addRemovals, billedCustomer, billingCompany, removalRow } from './invoices.fixture';

describeApi('invoice finalization and cancellation', (ctx) => {
  const db = () => ctx.database.db;
  const today = () => berlinDay(new Date());
  const year = () => today().slice(0, 4);

  async function draftOf(cookie: string, customerId: number) {
    const res = await ctx.request('POST', `/api/customers/${customerId}/invoices`, cookie);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  const finalize = (cookie: string, id: number) =>
    ctx.request('POST', `/api/invoices/${id}/finalize`, cookie);

  it('gives the next number, the days and the totals, takes the parties again and freezes the invoice', async () => {
    const company = await billingCompany(db());
    const customer = await billedCustomer(db(), company.id);
    await addRemoval(db(), customer, { removedAt: new Date('2026-11-03T10:00:00Z') });
    await addRemoval(db(), customer, {
      removedAt: new Date('2026-11-20T10:00:00Z'),
      pricePerReview: '120.50',
    });
    const { cookie } = await ctx.signIn('manager');
    const draft = await draftOf(cookie, customer.id);
    // Changed after the draft: the invoice prints the address as it is when finalized.
    await db()
      .update(customers)
      .set({ billingAddress: 'Neue Straße 9\n80331 München' })
      .where(eq(customers.id, customer.id));

    const res = await finalize(cookie, draft.id);
    expect(res.statusCode, res.body).toBe(200);
    const open = res.json();
    expect(open).toMatchObject({
      state: 'open',
      status: 'open',
      number: `RE-${year()}-0001`,
      issuedOn: today(),
      dueOn: addDays(today(), 14),
      serviceFrom: '2026-11-03',
      serviceTo: '2026-11-20',
      netCents: 20950,
      vatCents: 3981,
      grossCents: 24931,
      finalizedAt: expect.stringMatching(ISO),
      buyer: expect.objectContaining({ address: 'Neue Straße 9\n80331 München' }),
    });
    expect(open.events.at(-1)).toMatchObject({
      kind: 'finalized',
      detail: `Festgeschrieben als Rechnung RE-${year()}-0001`,
    });

    // Frozen: a later change of the customer does not reach it, and nothing on it can be changed.
    await db().update(customers).set({ billingAddress: 'Woanders 1' }).where(eq(customers.id, customer.id));
    expect((await ctx.request('GET', `/api/invoices/${draft.id}`, cookie)).json().buyer.address).toBe(
      'Neue Straße 9\n80331 München',
    );
    const frozen =
      'Festgeschriebene Rechnungen können nicht geändert werden. Korrigieren Sie sie mit einer Stornorechnung.';
    for (const [method, url] of [
      ['DELETE', `/api/invoices/${draft.id}/lines/${open.lines[0].id}`],
      ['DELETE', `/api/invoices/${draft.id}`],
    ] as const) {
      const refused = await ctx.request(method, url, cookie);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().message).toBe(frozen);
    }
    const twice = await finalize(cookie, draft.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Die Rechnung ist bereits festgeschrieben (Nr. RE-${year()}-0001).`);
    const [counter] = await db().select().from(invoiceCounters);
    expect(counter).toEqual({ companyId: company.id, year: Number(year()), lastNumber: 1 });
  });

  it('follows the number format: prefix, without year, digits', async () => {
    const company = await billingCompany(db(), {
      invoicePrefix: 'INV',
      invoiceNumberYear: false,
      invoiceNumberDigits: 3,
    });
    const { cookie } = await ctx.signIn('admin');
    const numbers = [];
    for (let i = 0; i < 2; i++) {
      const customer = await billedCustomer(db(), company.id);
      await addRemoval(db(), customer);
      numbers.push((await finalize(cookie, (await draftOf(cookie, customer.id)).id)).json().number);
    }
    expect(numbers).toEqual(['INV-001', 'INV-002']);
    expect(await db().select().from(invoiceCounters)).toEqual([
      { companyId: company.id, year: 0, lastNumber: 2 },
    ]);
  });

  it('a refused finalization consumes no number and says what is missing', async () => {
    const company = await billingCompany(db());
    const incomplete = await billedCustomer(db(), company.id, { billingAddress: null });
    const complete = await billedCustomer(db(), company.id);
    await addRemoval(db(), incomplete);
    await addRemoval(db(), complete);
    const { cookie } = await ctx.signIn('manager');
    const a = await draftOf(cookie, incomplete.id);
    const b = await draftOf(cookie, complete.id);
    const refused = await finalize(cookie, a.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Die Rechnung kann nicht festgeschrieben werden. Es fehlt: Rechnungsanschrift des Kunden.',
    );
    expect((await ctx.request('GET', `/api/invoices/${a.id}`, cookie)).json()).toMatchObject({
      state: 'draft',
      number: null,
    });
    expect((await finalize(cookie, b.id)).json().number).toBe(`RE-${year()}-0001`);
    await db()
      .update(customers)
      .set({ billingAddress: 'Weg 2\n12345 Ort' })
      .where(eq(customers.id, incomplete.id));
    expect((await finalize(cookie, a.id)).json().number).toBe(`RE-${year()}-0002`);
  });

  it('a finalization rolled back after taking its number gives the number back', async () => {
    const company = await billingCompany(db());
    const customer = await billedCustomer(db(), company.id);
    await addRemoval(db(), customer);
    const { cookie } = await ctx.signIn('manager');
    const draft = await draftOf(cookie, customer.id);
    // A number the format gave before (say, imported by hand): the unique index refuses the update.
    const [taken] = await db().select().from(invoices).where(eq(invoices.id, draft.id));
    await db()
      .insert(invoices)
      .values({ ...taken, id: undefined, state: 'open', number: `RE-${year()}-0001` });
    const res = await finalize(cookie, draft.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Die nächste Rechnungsnummer ist bereits vergeben. Bitte das Nummernformat in den Einstellungen prüfen.',
    );
    expect(await db().select().from(invoiceCounters)).toEqual([]);
    expect((await ctx.request('GET', `/api/invoices/${draft.id}`, cookie)).json()).toMatchObject({
      state: 'draft',
      events: [expect.objectContaining({ kind: 'created' })],
    });
  });

  it('refuses a draft whose removal is no longer verified', async () => {
    const company = await billingCompany(db());
    const customer = await billedCustomer(db(), company.id);
    const [, second] = await addRemovals(db(), customer, 2);
    const { cookie } = await ctx.signIn('manager');
    const draft = await draftOf(cookie, customer.id);
    await db()
      .update(removals)
      .set({ state: 'reinstated', removedAt: null })
      .where(eq(removals.id, second.id));
    const res = await finalize(cookie, draft.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Position 2: die Entfernung ist nicht mehr verifiziert/);
    expect(await db().select().from(invoiceCounters)).toEqual([]);
  });

  it('20 parallel finalizations give the numbers 1 to 20, no gap, no duplicate', async () => {
    const company = await billingCompany(db());
    const { cookie } = await ctx.signIn('manager');
    const drafts: number[] = [];
    for (let i = 0; i < 20; i++) {
      const customer = await billedCustomer(db(), company.id, { name: `Kunde ${i}` });
      await addRemoval(db(), customer);
      drafts.push((await draftOf(cookie, customer.id)).id);
    }
    const started = performance.now();
    const answers = await Promise.all(drafts.map((id) => finalize(cookie, id)));
    const ms = performance.now() - started;
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const numbers = answers.map((a) => a.json().number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `RE-${year()}-${String(i + 1).padStart(4, '0')}`),
    );
    const stored = await db().select({ number: invoices.number }).from(invoices);
    expect(new Set(stored.map((r) => r.number)).size).toBe(20);
    expect((await db().select().from(invoiceCounters))[0].lastNumber).toBe(20);
    console.info(`[${ctx.backend}] 20 parallel finalizations: ${ms.toFixed(0)} ms`);
  });

  it('rounds VAT on the sum as German invoices do', async () => {
    const company = await billingCompany(db());
    const { cookie } = await ctx.signIn('manager');
    const totals = async (n: number, price: string) => {
      const customer = await billedCustomer(db(), company.id);
      await addRemovals(db(), customer, n, price);
      const { netCents, vatCents, grossCents } = (
        await finalize(cookie, (await draftOf(cookie, customer.id)).id)
      ).json();
      return { netCents, vatCents, grossCents };
    };
    expect(await totals(3, '33.33')).toEqual({ netCents: 9999, vatCents: 1900, grossCents: 11899 });
    expect(await totals(1, '0.05')).toEqual({ netCents: 5, vatCents: 1, grossCents: 6 });
    expect(await totals(1, '0.02')).toEqual({ netCents: 2, vatCents: 0, grossCents: 2 });
    expect(await totals(7, '89.99')).toEqual({ netCents: 62993, vatCents: 11969, grossCents: 74962 });
  });

  it('a small business (§19 UStG) bills no VAT', async () => {
    const company = await billingCompany(db(), { vatMode: 'small_business', vatId: null });
    const customer = await billedCustomer(db(), company.id);
    await addRemovals(db(), customer, 2, '89.50');
    const { cookie } = await ctx.signIn('manager');
    const open = (await finalize(cookie, (await draftOf(cookie, customer.id)).id)).json();
    expect(open).toMatchObject({
      vatMode: 'small_business',
      vatRate: 0,
      netCents: 17900,
      vatCents: 0,
      grossCents: 17900,
    });
    expect(SMALL_BUSINESS_NOTE).toBe('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.');
  });

  it('cancels with a Stornorechnung: next number, negated lines, removals billable again', async () => {
    const company = await billingCompany(db());
    const customer = await billedCustomer(db(), company.id);
    const [r1, r2] = await addRemovals(db(), customer, 2, '33.33');
    const { cookie } = await ctx.signIn('manager');
    const original = (await finalize(cookie, (await draftOf(cookie, customer.id)).id)).json();

    const res = await ctx.request('POST', `/api/invoices/${original.id}/cancel`, cookie, {
      reason: 'Falscher Kunde',
    });
    expect(res.statusCode, res.body).toBe(201);
    const storno = res.json();
    expect(storno).toMatchObject({
      kind: 'cancellation',
      state: 'cancelled',
      status: 'cancelled',
      number: `RE-${year()}-0002`,
      cancelsInvoiceId: original.id,
      cancelsNumber: `RE-${year()}-0001`,
      issuedOn: today(),
      dueOn: null,
      netCents: -6666,
      vatCents: -1267,
      grossCents: -7933,
      seller: original.seller,
      buyer: original.buyer,
      serviceFrom: original.serviceFrom,
    });
    expect(
      storno.lines.map((l: { netCents: number; removalId: number }) => [l.removalId, l.netCents]),
    ).toEqual([
      [r1.id, -3333],
      [r2.id, -3333],
    ]);
    expect(storno.events[0].detail).toBe(
      `Stornorechnung RE-${year()}-0002 zu Rechnung RE-${year()}-0001. Grund: Falscher Kunde`,
    );
    const after = (await ctx.request('GET', `/api/invoices/${original.id}`, cookie)).json();
    expect(after).toMatchObject({
      state: 'cancelled',
      cancelledById: storno.id,
      cancelledByNumber: storno.number,
    });
    expect(after.events.at(-1)).toMatchObject({ kind: 'cancelled' });
    expect((await removalRow(db(), r1.id)).invoiceId).toBeNull();

    // Billable again: a new invoice continues the numbers.
    const billable = (await ctx.request('GET', `/api/customers/${customer.id}/billable`, cookie)).json();
    expect(billable.removals).toHaveLength(2);
    expect((await finalize(cookie, (await draftOf(cookie, customer.id)).id)).json().number).toBe(
      `RE-${year()}-0003`,
    );

    const cancel = (id: number) => ctx.request('POST', `/api/invoices/${id}/cancel`, cookie, {});
    const twice = await cancel(original.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Die Rechnung ist bereits storniert.');
    expect((await cancel(storno.id)).json().message).toBe('Eine Stornorechnung kann nicht storniert werden.');
    await addRemoval(db(), customer);
    const draft = await draftOf(cookie, customer.id);
    expect((await cancel(draft.id)).json().message).toBe(
      'Ein Entwurf wird nicht storniert, sondern gelöscht.',
    );
    expect((await cancel(999_999)).statusCode).toBe(404);
  });

  it('refuses a NUL or control character in the reason with a German 400', async () => {
    const company = await billingCompany(db());
    const customer = await billedCustomer(db(), company.id);
    await addRemoval(db(), customer);
    const { cookie } = await ctx.signIn('manager');
    const open = (await finalize(cookie, (await draftOf(cookie, customer.id)).id)).json();
    const nul = await ctx.request('POST', `/api/invoices/${open.id}/cancel`, cookie, { reason: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('Das Feld „reason“ enthält ungültige Zeichen (z. B. ein Nullzeichen).');
    const bell = await ctx.request('POST', `/api/invoices/${open.id}/cancel`, cookie, { reason: 'a\u0007b' });
    expect(bell.statusCode).toBe(400);
    expect(bell.json().message).toBe('Notiz darf keine Steuerzeichen enthalten');
    expect((await ctx.request('GET', `/api/invoices/${open.id}`, cookie)).json().state).toBe('open');
  });
});
