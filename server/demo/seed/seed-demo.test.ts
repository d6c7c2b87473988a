import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openPgliteFromTemplate } from '../../../tests/support/pglite';
import { businessKinds, demoCompanies, reviewTextsFor } from './demo-data';
import { seedDemo } from './seed-demo';

/** A fresh in-memory database seeded with `options`; answers what a page would compare. */
async function seeded(options: Parameters<typeof seedDemo>[1]) {
  const database = await openPgliteFromTemplate();
  try {
    const result = await seedDemo(database.db, { now: new Date('2026-11-23T10:00:00Z'), ...options });
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    return {
      result,
      perCompany: await rows(sql`select c.name, count(u.id)::int as customers from companies c
        left join customers u on u.company_id = c.id group by c.id, c.name order by c.id`),
      reviews: await rows(sql`select customer_id, rating, review_text, review_date from reviews order by id`),
      statuses: await rows(sql`select distinct status from email_logs order by 1`),
      // Each day's run against the logs it holds (the automation page's 'Letzte Scans').
      scans:
        await rows(sql`select s.status, s.total, s.finished_at <= ${'2026-11-23T10:00:00Z'}::timestamptz as past,
        (select count(*)::int from scan_logs l where l.scan_id = s.id) as logs from scans s order by s.id`),
    };
  } finally {
    await database.close();
  }
}

it('spreads customers over --companies N, the first the most, the same data on every run', async () => {
  const options = { companies: 5, customers: 60, reviews: 150, emailLogs: 80, scanLogs: 30 };
  const a = await seeded(options);
  expect(a.perCompany).toHaveLength(5);
  const counts = a.perCompany.map((c) => c.customers as number);
  expect(counts.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(58);
  expect(counts).toEqual([...counts].sort((x, y) => y - x));
  expect(counts[4]).toBeGreaterThan(0);
  expect(a.perCompany[0].name).toBe('Reputationsschutz Nord GmbH');
  expect(a.perCompany[3].name).toMatch(/^Bewertungsservice \S+ 4$/);
  expect(a.statuses.map((s) => s.status)).toEqual(['failed', 'pending', 'sent']);
  expect(a.scans.length).toBeGreaterThan(0);
  for (const scan of a.scans)
    expect(scan).toEqual({ status: 'completed', total: scan.logs, past: true, logs: scan.logs });

  const b = await seeded(options);
  expect(b.reviews).toEqual(a.reviews);
});

it('gives every demo company businesses of its own trade, none shared, with reviews that fit the business', async () => {
  const database = await openPgliteFromTemplate();
  try {
    // The volumes of `npm run demo` (start-demo.ts).
    await seedDemo(database.db, { companies: 3, customers: 60, reviews: 2000, emailLogs: 0, scanLogs: 0 });
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: Record<string, string>[] }).rows;
    const customers = await rows(sql`select c.name as company, u.name, u.email, u.google_maps_link as link
      from customers u join companies c on c.id = u.company_id order by u.id`);
    expect(customers).toHaveLength(60);
    // One business is a customer of one company: no name, address or place twice in the demo.
    for (const key of ['name', 'email', 'link'] as const) {
      const values = customers.map((c) => c[key]).filter((v) => v !== null);
      expect(new Set(values).size, key).toBe(values.length);
    }
    const of = (company: string) => customers.filter((c) => c.company === company);
    const kindOf = (name: string) => businessKinds.find((k) => name.startsWith(`${k} `));
    // 'Gastronomie und Einzelhandel in Berlin'; 'Handwerk und Praxen'.
    const berlin = of('Bewertungsprofis Berlin');
    expect(berlin.length).toBeGreaterThan(10);
    expect(new Set(berlin.map((c) => kindOf(c.name)))).toEqual(new Set(demoCompanies[1].kinds));
    expect(berlin.filter((c) => c.link && !c.link.endsWith(',+Berlin'))).toEqual([]);
    const trades = of('Sternklar Marketing UG');
    expect(trades.length).toBeGreaterThan(5);
    for (const c of trades) expect(demoCompanies[2].kinds).toContain(kindOf(c.name));
    expect(of('Reputationsschutz Nord GmbH').filter((c) => c.link?.includes(',+Berlin'))).toEqual([]);

    // Every review's text is one its business's kind may carry.
    const reviews = await rows(sql`select u.name, r.rating, r.review_text as text
      from reviews r join customers u on u.id = r.customer_id where r.review_text is not null`);
    expect(reviews.length).toBeGreaterThan(1500);
    const misfits = reviews.filter((r) => {
      const t = reviewTextsFor(r.name);
      const mood = Number(r.rating) <= 2 ? t.negative : Number(r.rating) === 3 ? t.neutral : t.positive;
      return !mood.includes(r.text);
    });
    expect(misfits).toEqual([]);
    const dentists = reviews.filter((r) => r.name.startsWith('Zahnarztpraxis'));
    expect(dentists.length).toBeGreaterThan(20);
    expect(dentists.filter((r) => /Essen|Bedienung|Zimmer|Brötchen/.test(r.text))).toEqual([]);
  } finally {
    await database.close();
  }
});

it('names only reserved .test domains in addresses and websites, and reads like a German business', async () => {
  const database = await openPgliteFromTemplate();
  try {
    await seedDemo(database.db, { companies: 5, customers: 40, reviews: 0, emailLogs: 20, scanLogs: 0 });
    const { rows } = (await database.db.execute(sql`
      select email as value from customers
      union all select recipient from email_logs where recipient is not null
      union all select gmail_email from companies where gmail_email is not null
      union all select website from companies where website is not null`)) as unknown as {
      rows: { value: string }[];
    };
    const hosts = rows.map((r) =>
      r.value.includes('@') ? r.value.split('@')[1] : new URL(r.value).hostname,
    );
    expect(hosts.length).toBeGreaterThanOrEqual(45);
    expect(hosts.filter((h) => !h.endsWith('.test'))).toEqual([]);
    expect(rows.map((r) => r.value)).toContain('bewertungen@reputationsschutz-nord.test');
    expect(rows.map((r) => r.value)).toContain('https://www.reputationsschutz-nord.test');
    expect(rows.some((r) => /^info@[a-z0-9-]+\.test$/.test(r.value) && /ae|oe|ue|-/.test(r.value))).toBe(
      true,
    );
  } finally {
    await database.close();
  }
});
