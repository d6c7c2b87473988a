import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { BillableCustomer, BillableDraftsResult } from '../../../common/schemas/invoice-billable';
import { describeApi } from '../../../tests/support/app';
import { addCompany } from '../../../tests/support/seed';
import { customers, invoiceLines, invoices } from '../../db/schema';
import { addRemoval, billedCustomer, billingCompany, removalRow } from './invoices.fixture';
import { listBillableCustomers } from './invoices-billable.queries';

describeApi("'Abrechenbar': billable customers and drafts for several at once", (ctx) => {
  const db = () => ctx.database.db;
  const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

  /** Three customers with verified, unbilled removals, and cases that must not count. */
  async function seed() {
    const company = await billingCompany(db());
    const mueller = await billedCustomer(db(), company.id);
    const weber = await billedCustomer(db(), company.id, { name: 'Autohaus Weber' });
    const zahn = await billedCustomer(db(), company.id, { name: 'Zahnarztpraxis Dr. Sommer' });
    await addRemoval(db(), mueller, { pricePerReview: '89.00', removedAt: day('2026-11-10') });
    await addRemoval(db(), mueller, { pricePerReview: '120.50', removedAt: day('2026-11-03') });
    await addRemoval(db(), weber, { pricePerReview: '0.10', removedAt: day('2026-10-01') });
    await addRemoval(db(), weber, { pricePerReview: '0.20', removedAt: day('2026-10-02') });
    await addRemoval(db(), zahn, { pricePerReview: '45.00', removedAt: day('2026-11-20') });
    // Not billable: other states, and a removal a draft already took.
    for (const state of ['ordered', 'filed', 'verifying', 'refused', 'reinstated', 'cancelled'] as const) {
      await addRemoval(db(), mueller, { state, removedAt: null });
    }
    // Another company's removals never show.
    const other = await billingCompany(db(), {}, 'Andere GmbH');
    await addRemoval(db(), await billedCustomer(db(), other.id), { removedAt: day('2026-01-01') });
    return { company, mueller, weber, zahn, other };
  }

  it('lists per customer the count, the net sum in cents and the oldest removal, longest waiting first, in one statement', async () => {
    const { company, mueller, weber, zahn } = await seed();
    const { cookie } = await ctx.signIn('user');
    const statements = () => ctx.database.queries.filter((q) => !q.includes('"sessions"'));
    ctx.database.clearQueries();
    const list = await ctx.getList<BillableCustomer[]>(
      `/api/invoices/billable?companyId=${company.id}`,
      cookie,
      {
        expectOk: true,
      },
    );
    expect(statements()).toHaveLength(1);
    expect(list.total).toBe(3);
    expect(list.body).toEqual([
      {
        customerId: weber.id,
        customerName: 'Autohaus Weber',
        removalCount: 2,
        netCents: 30,
        oldestRemovedAt: '2026-10-01T10:00:00.000Z',
      },
      {
        customerId: mueller.id,
        customerName: 'Bäckerei Müller',
        removalCount: 2,
        netCents: 20950,
        oldestRemovedAt: '2026-11-03T10:00:00.000Z',
      },
      {
        customerId: zahn.id,
        customerName: 'Zahnarztpraxis Dr. Sommer',
        removalCount: 1,
        netCents: 4500,
        oldestRemovedAt: '2026-11-20T10:00:00.000Z',
      },
    ]);

    // Paged: the total stays on every page, and a page beyond the end is empty with the total.
    const second = await ctx.getList(
      `/api/invoices/billable?companyId=${company.id}&limit=2&offset=2`,
      cookie,
    );
    expect([second.body.map((r: BillableCustomer) => r.customerId), second.total]).toEqual([[zahn.id], 3]);
    const beyond = await ctx.getList(
      `/api/invoices/billable?companyId=${company.id}&limit=2&offset=10`,
      cookie,
    );
    expect([beyond.status, beyond.body, beyond.total]).toEqual([200, [], 3]);

    const summary = await ctx.request(
      'GET',
      `/api/invoices/billable/summary?companyId=${company.id}`,
      cookie,
    );
    expect(summary.json()).toEqual({ customers: 3, removals: 5, netCents: 20950 + 30 + 4500 });
    const stats = await ctx.request('GET', `/api/dashboard-stats/${company.id}/removals`, cookie);
    expect(stats.json()).toMatchObject({ billableCents: 25480, billableCustomers: 3 });

    // A draft takes Müller's removals: he leaves the list, the sums follow.
    const manager = await ctx.signIn('manager');
    const draft = await ctx.request('POST', `/api/customers/${mueller.id}/invoices`, manager.cookie);
    expect(draft.statusCode, draft.body).toBe(201);
    const after = await ctx.getList(`/api/invoices/billable?companyId=${company.id}`, cookie);
    expect(after.body.map((r: BillableCustomer) => r.customerId)).toEqual([weber.id, zahn.id]);
    expect(after.total).toBe(2);
    const stats2 = await ctx.request('GET', `/api/dashboard-stats/${company.id}/removals`, cookie);
    expect(stats2.json()).toMatchObject({ billableCents: 4530, billableCustomers: 2 });
  });

  it('empty for a company with nothing to bill, 404 for an unknown company, German 400 for bad paging', async () => {
    const empty = await addCompany(db(), 'Leer');
    const { cookie } = await ctx.signIn('user');
    const none = await ctx.getList(`/api/invoices/billable?companyId=${empty.id}`, cookie);
    expect([none.status, none.body, none.total]).toEqual([200, [], 0]);
    const zero = await ctx.request('GET', `/api/invoices/billable/summary?companyId=${empty.id}`, cookie);
    expect(zero.json()).toEqual({ customers: 0, removals: 0, netCents: 0 });
    for (const url of [
      '/api/invoices/billable?companyId=999999',
      '/api/invoices/billable/summary?companyId=999999',
    ]) {
      const res = await ctx.request('GET', url, cookie);
      expect([res.statusCode, res.json().message], url).toEqual([404, 'Firma nicht gefunden']);
    }
    const bad = await ctx.request('GET', `/api/invoices/billable?companyId=${empty.id}&limit=0`, cookie);
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Limit muss mindestens 1 sein']);
  });

  it('the list reads the partial billable index of the company', async () => {
    const { company } = await seed();
    // Planned without sequential scans, so the small test table cannot hide a missing index.
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = listBillableCustomers(tx, company.id, { limit: 50, offset: 0 });
      const result = (await tx.execute(sql`explain ${query}`)) as unknown as {
        rows: Record<string, string>[];
      };
      return result.rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('removals_company_billable_idx');
  });

  it('makes one draft per selected customer, each whole or not at all, and says who was left out', async () => {
    const { company, mueller, weber, zahn, other } = await seed();
    const foreign = await billedCustomer(db(), other.id, { name: 'Fremdkunde' });
    const { cookie } = await ctx.signIn('manager');
    // Zahn's removal is billed meanwhile: his entry fails, the others' drafts stand.
    expect((await ctx.request('POST', `/api/customers/${zahn.id}/invoices`, cookie)).statusCode).toBe(201);
    const res = await ctx.request('POST', '/api/invoices/billable/drafts', cookie, {
      companyId: company.id,
      customerIds: [mueller.id, zahn.id, weber.id, foreign.id, mueller.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body: BillableDraftsResult = res.json();
    expect(body.created).toEqual([
      {
        customerId: mueller.id,
        customerName: 'Bäckerei Müller',
        invoiceId: expect.any(Number),
        lineCount: 2,
        grossCents: 24931,
      },
      {
        customerId: weber.id,
        customerName: 'Autohaus Weber',
        invoiceId: expect.any(Number),
        lineCount: 2,
        grossCents: 36,
      },
    ]);
    expect(body.failed).toEqual([
      {
        customerId: zahn.id,
        customerName: 'Zahnarztpraxis Dr. Sommer',
        message:
          'Für diesen Kunden gibt es keine verifizierten Entfernungen, die noch nicht abgerechnet sind.',
      },
      { customerId: foreign.id, customerName: null, message: 'Kunde nicht gefunden' },
    ]);
    // The drafts are the drawer's drafts: lines, removals taken, nothing of the foreign customer.
    const drafts = await db().select().from(invoices).where(eq(invoices.state, 'draft'));
    expect(drafts.map((d) => d.customerId).sort()).toEqual([mueller.id, weber.id, zahn.id].sort());
    expect(await db().select().from(invoiceLines)).toHaveLength(5);
    const weberDraft = body.created[1].invoiceId;
    const weberLines = await db().select().from(invoiceLines).where(eq(invoiceLines.invoiceId, weberDraft));
    for (const line of weberLines)
      expect((await removalRow(db(), line.removalId as number)).invoiceId).toBe(weberDraft);
    const list = await ctx.getList(`/api/invoices/billable?companyId=${company.id}`, cookie);
    expect([list.body, list.total]).toEqual([[], 0]);
  });

  it('a customer deleted before the click fails alone; a second run bills nothing twice', async () => {
    const { company, mueller, weber } = await seed();
    await db().delete(customers).where(eq(customers.id, weber.id));
    const { cookie } = await ctx.signIn('admin');
    const first = (
      await ctx.request('POST', '/api/invoices/billable/drafts', cookie, {
        companyId: company.id,
        customerIds: [mueller.id, weber.id],
      })
    ).json();
    expect(first.created.map((c: { customerId: number }) => c.customerId)).toEqual([mueller.id]);
    expect(first.failed).toEqual([
      { customerId: weber.id, customerName: null, message: 'Kunde nicht gefunden' },
    ]);
    const again = (
      await ctx.request('POST', '/api/invoices/billable/drafts', cookie, {
        companyId: company.id,
        customerIds: [mueller.id],
      })
    ).json();
    expect(again.created).toEqual([]);
    expect(again.failed).toHaveLength(1);
    expect(await db().select().from(invoices)).toHaveLength(1);
  });

  it('only admins and managers make drafts; bad bodies get a German 400 and write nothing', async () => {
    const { company, mueller } = await seed();
    const user = await ctx.signIn('user');
    const refused = await ctx.request('POST', '/api/invoices/billable/drafts', user.cookie, {
      companyId: company.id,
      customerIds: [mueller.id],
    });
    expect(refused.statusCode).toBe(403);
    const manager = await ctx.signIn('manager');
    const cases: [unknown, string][] = [
      [{ companyId: company.id, customerIds: [] }, 'Bitte mindestens einen Kunden auswählen'],
      [{ companyId: company.id, customerIds: 'alle' }, 'customerIds muss eine Liste von Kunden-IDs sein'],
      [
        { companyId: company.id, customerIds: Array.from({ length: 201 }, (_, i) => i + 1) },
        'Höchstens 200 Kunden auf einmal',
      ],
      [{ customerIds: [mueller.id] }, 'Ungültige Firmen-ID'],
    ];
    for (const [payload, message] of cases) {
      const res = await ctx.request('POST', '/api/invoices/billable/drafts', manager.cookie, payload);
      expect([res.statusCode, res.json().message], JSON.stringify(payload).slice(0, 80)).toEqual([
        400,
        message,
      ]);
    }
    const unknown = await ctx.request('POST', '/api/invoices/billable/drafts', manager.cookie, {
      companyId: 999999,
      customerIds: [mueller.id],
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Firma nicht gefunden']);
    expect(await db().select().from(invoices)).toHaveLength(0);
  });
});
