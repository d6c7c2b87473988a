import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { seedDemo } from './seed-demo';

/** A fresh in-memory database seeded with `options`; answers what a page would compare. */
async function seeded(options: Parameters<typeof seedDemo>[1]) {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await database.migrate();
    const result = await seedDemo(database.db, { now: new Date('2026-11-23T10:00:00Z'), ...options });
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    return {
      result,
      perCompany: await rows(sql`select c.name, count(u.id)::int as customers from companies c
        left join customers u on u.company_id = c.id group by c.id, c.name order by c.id`),
      reviews: await rows(sql`select customer_id, rating, review_text, review_date from reviews order by id`),
      statuses: await rows(sql`select distinct status from email_logs order by 1`),
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

  const b = await seeded(options);
  expect(b.reviews).toEqual(a.reviews);
});

it('names only reserved .test domains in addresses and websites, and reads like a German business', async () => {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await database.migrate();
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
