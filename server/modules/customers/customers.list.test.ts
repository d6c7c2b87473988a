import { expect, it } from 'vitest';
import { type CustomerListItem, customerListItemSchema } from '../../../common/schemas/customer';
import { describeApi } from '../../../tests/support/app';
import { addEmailLog, addReview } from '../../../tests/support/seed';
import { companies, customers } from '../../db/schema';
import { N, seedCustomerList, sortedExpected, sortKeys } from './customers.list.fixture';

describeApi('customers list', (ctx) => {
  /** Every page of a query, checking that pages neither overlap nor leave gaps. */
  const all = async (cookie: string, query: string, limit: number) => {
    const items: CustomerListItem[] = [];
    for (let offset = 0; ; offset += limit) {
      const url = `/api/customers?${query}&limit=${limit}&offset=${offset}`;
      const { body: page } = await ctx.getList<CustomerListItem[]>(url, cookie, { expectOk: true });
      items.push(...page);
      if (page.length < limit) break;
    }
    expect(new Set(items.map((c) => c.id)).size).toBe(items.length);
    return items;
  };

  it('writes every field as the single customer answers it, in the exact list item schema', async () => {
    const db = ctx.database.db;
    const [company] = await db.insert(companies).values({ name: 'Form GmbH' }).returning();
    const [customer] = await db
      .insert(customers)
      .values({
        companyId: company.id,
        name: 'Bäckerei „Zum Korn“ \\ 100%',
        email: 'info@korn.de',
        phone: '+49 30 1234',
        pricePerReview: '119.50',
        contactPerson: 'Erika Müller',
        contactTitle: 'Frau',
        consent: 'given',
        consentDate: '2026-11-03',
        consentNote: 'Telefonisch\nzugestimmt',
        billingName: 'Bäckerei Korn GmbH',
        billingAddress: 'Hauptstr. 1\n10115 Berlin',
        optedOutAt: new Date('2026-11-20T10:11:12.345Z'),
        createdAt: new Date('2026-01-02T03:04:05.678Z'),
      })
      .returning();
    await addReview(db, customer, {
      reviewDate: new Date('2026-11-21T08:00:00.123Z'),
      username: null,
      rating: 1,
    });
    await addEmailLog(db, customer, { status: 'pending', createdAt: new Date('2026-11-22T09:30:00.999Z') });
    const { cookie } = await ctx.signIn('user');
    const url = `/api/customers?companyId=${company.id}&withReviews=true`;
    const { body } = await ctx.getList(url, cookie, { expectOk: true });
    const [item] = customerListItemSchema.strict().array().parse(body);
    const single = (
      await ctx.app.inject({ url: `/api/customers/${customer.id}`, headers: { cookie } })
    ).json();
    const {
      reviewCount,
      emailCount,
      pendingEmailCount,
      lastReview,
      lastEmailLog,
      followUp,
      repliedAt,
      emailBouncedAt,
      fromSignup,
      ...plain
    } = item;
    expect(plain).toEqual(single);
    expect(followUp).toBeNull();
    expect({ repliedAt, emailBouncedAt }).toEqual({ repliedAt: null, emailBouncedAt: null });
    expect(fromSignup).toBe(false);
    expect({ reviewCount, emailCount, pendingEmailCount, lastReview, lastEmailLog }).toEqual({
      reviewCount: 1,
      emailCount: 1,
      pendingEmailCount: 1,
      lastReview: { rating: 1, reviewDate: '2026-11-21T08:00:00.123Z', username: null },
      lastEmailLog: { createdAt: '2026-11-22T09:30:00.999Z', status: 'pending' },
    });
  });

  it('answers counts, latest review and latest e-mail per row, matching the data', async () => {
    const { companyId, expected } = await seedCustomerList(ctx.database.db);
    const { cookie } = await ctx.signIn('user');
    const { body: items } = await ctx.getList<CustomerListItem[]>(
      `/api/customers?companyId=${companyId}&withReviews=true&limit=1000`,
      cookie,
      { expectOk: true },
    );
    expect(items).toHaveLength(N);
    const byId = new Map(items.map((c) => [c.id, c]));
    for (const e of expected) {
      expect(byId.get(e.id)).toMatchObject({
        reviewCount: e.reviewCount,
        emailCount: e.emailCount,
        pendingEmailCount: e.pendingEmailCount,
        lastReview: e.lastReview,
        lastEmailLog: e.lastEmailLog,
        pricePerReview: e.price.toFixed(2),
      });
    }
    expect(expected.some((e) => e.lastReview && e.lastReview.reviewDate === null)).toBe(true);
    const { body: plain } = await ctx.getList<CustomerListItem[]>(
      `/api/customers?companyId=${companyId}&limit=5`,
      cookie,
      { expectOk: true },
    );
    expect(Object.keys(plain[0]).sort()).toEqual(
      [
        'billingAddress',
        'billingName',
        'companyId',
        'consent',
        'consentDate',
        'consentNote',
        'optedOutAt',
        'contactPerson',
        'contactTitle',
        'createdAt',
        'email',
        'googleMapsLink',
        'id',
        'isActive',
        'name',
        'phone',
        'pricePerReview',
        'status',
      ].sort(),
    );
  });

  it('sorts by every key both ways, NULLs last, stable across pages without duplicates or gaps', async () => {
    const { companyId, expected } = await seedCustomerList(ctx.database.db);
    const { cookie } = await ctx.signIn('user');
    for (const [sort, key] of Object.entries(sortKeys)) {
      for (const dir of ['asc', 'desc'] as const) {
        const want = sortedExpected(expected, key, dir).map((e) => e.id);
        const got = await all(cookie, `companyId=${companyId}&withReviews=true&sort=${sort}&dir=${dir}`, 70);
        expect(
          got.map((c) => c.id),
          `${sort} ${dir}`,
        ).toEqual(want);
      }
    }
    // Without withReviews the latest-e-mail order comes from the same statement too.
    const plain = await all(cookie, `companyId=${companyId}&sort=lastEmail&dir=desc`, 100);
    expect(plain.map((c) => c.id)).toEqual(
      sortedExpected(expected, sortKeys.lastEmail, 'desc').map((e) => e.id),
    );
    // Default: name ascending.
    const { body: firstTen } = await ctx.getList<CustomerListItem[]>(
      `/api/customers?companyId=${companyId}&limit=10`,
      cookie,
      { expectOk: true },
    );
    expect(firstTen.map((c) => c.id)).toEqual(
      sortedExpected(expected, sortKeys.name, 'asc')
        .slice(0, 10)
        .map((e) => e.id),
    );
  });

  it('sorts names in German order: Ä beside A, ß as ss, case ignored', async () => {
    const [company] = await ctx.database.db.insert(companies).values({ name: 'Sortierung' }).returning();
    const names = [
      'Zahnarzt Ost',
      'Blumenladen Hofmann',
      'Ärztehaus Mitte',
      'bäckerei Müller',
      'Apotheke',
      'Straßencafé',
      'Strasse 2',
    ];
    await ctx.database.db
      .insert(customers)
      .values(names.map((name) => ({ companyId: company.id, name, email: 'x@example.com' })));
    const { cookie } = await ctx.signIn('user');
    const { body: sorted } = await ctx.getList<CustomerListItem[]>(
      `/api/customers?companyId=${company.id}&sort=name&dir=asc`,
      cookie,
      { expectOk: true },
    );
    const got = sorted.map((c) => c.name);
    expect(got).toEqual([
      'Apotheke',
      'Ärztehaus Mitte',
      'bäckerei Müller',
      'Blumenladen Hofmann',
      'Strasse 2',
      'Straßencafé',
      'Zahnarzt Ost',
    ]);
  });

  it('searches name, e-mail and phone case-insensitively over all customers, % and _ literally', async () => {
    const { companyId, expected } = await seedCustomerList(ctx.database.db);
    const { cookie } = await ctx.signIn('user');
    const matches = (text: string) =>
      sortedExpected(
        expected.filter((e) =>
          [e.name, e.email, e.phone ?? ''].some((f) => f.toLowerCase().includes(text.toLowerCase())),
        ),
        sortKeys.name,
        'asc',
      ).map((e) => e.id);
    for (const text of ['KUNDE 01', 'k29', '30 1002', 'EXAMPLE.COM', '%', '_', '\\', 'gibt es nicht']) {
      const got = await all(cookie, `companyId=${companyId}&search=${encodeURIComponent(text)}`, 7);
      expect(
        got.map((c) => c.id),
        text,
      ).toEqual(matches(text));
    }
    expect(matches('%')).toHaveLength(1);
    expect(matches('\\')).toHaveLength(1);
    expect(matches('30 1002').length).toBeGreaterThan(1);
    const sold = await all(cookie, `companyId=${companyId}&search=kunde&status=sold`, 50);
    expect(sold.map((c) => c.id).sort()).toEqual(
      expected
        .filter((e) => e.status === 'sold' && e.name.toLowerCase().includes('kunde'))
        .map((e) => e.id)
        .sort(),
    );
    expect(await all(cookie, `companyId=${companyId}&status=all&search=%20%20`, 1000)).toHaveLength(N);
  });

  it('reads a page with reviews in exactly one statement on customers', async () => {
    const { companyId } = await seedCustomerList(ctx.database.db);
    const { cookie } = await ctx.signIn('user');
    ctx.database.clearQueries();
    const { body: items } = await ctx.getList<CustomerListItem[]>(
      `/api/customers?companyId=${companyId}&withReviews=true&limit=100&sort=lastReview&dir=desc`,
      cookie,
      { expectOk: true },
    );
    expect(items).toHaveLength(100);
    // The auth hook's session lookup (sessions join users) is recorded too; every statement that
    // reads customers, reviews or e-mail logs must be the one list statement.
    const touching = ctx.database.queries.filter((q) => /"(customers|reviews|email_logs)"/.test(q));
    expect(touching).toHaveLength(1);
    expect(ctx.database.queries.filter((q) => !/"sessions"/.test(q))).toHaveLength(1);
  });

  it('answers 404 for an unknown company, [] for an empty one, and 400 for bad parameters', async () => {
    const { companyId } = await seedCustomerList(ctx.database.db);
    const { cookie } = await ctx.signIn('user');
    const [empty] = await ctx.database.db
      .insert(companies)
      .values({ name: 'Leer' })
      .returning({ id: companies.id });
    const ok = { expectOk: true };
    expect(
      (await ctx.getList(`/api/customers?companyId=${empty.id}&withReviews=true`, cookie, ok)).body,
    ).toEqual([]);
    expect((await ctx.getList(`/api/customers?companyId=${companyId}&offset=5000`, cookie, ok)).body).toEqual(
      [],
    );
    const unknown = await ctx.app.inject({ url: '/api/customers?companyId=999', headers: { cookie } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Firma nicht gefunden');
    const bad: [string, string][] = [
      ['', 'Firmen-ID ist erforderlich'],
      ['companyId=abc', 'Ungültige ID'],
      [`companyId=${companyId}&limit=0`, 'limit muss zwischen 1 und 1000 liegen'],
      [`companyId=${companyId}&limit=1001`, 'limit muss zwischen 1 und 1000 liegen'],
      [`companyId=${companyId}&offset=-1`, 'offset muss eine ganze Zahl ab 0 sein'],
      [`companyId=${companyId}&sort=email`, 'Ungültige Sortierung'],
      [`companyId=${companyId}&dir=up`, 'Sortierrichtung muss asc oder desc sein'],
      [`companyId=${companyId}&withReviews=ja`, 'withReviews muss true oder false sein'],
      [`companyId=${companyId}&status=offen`, 'Ungültiger Status'],
      [`companyId=${companyId}&search=${'x'.repeat(201)}`, 'Suchbegriff darf höchstens 200 Zeichen haben'],
      [`companyId=${companyId}&search=a&search=b`, 'Ungültige Suche'],
      [`companyId=${companyId}&page=2`, 'Unbekannter Schlüssel: "page"'],
    ];
    for (const [query, message] of bad) {
      const res = await ctx.app.inject({ url: `/api/customers?${query}`, headers: { cookie } });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });
});
