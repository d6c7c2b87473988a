import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { LIST_TOTAL_CAP, SEARCH_TOTAL_CAP } from '../../common/constants';
import { describeApi, type ListResponse } from '../../tests/support/app';
import { addCompany, addCustomer } from '../../tests/support/seed';

// Totals are exact up to a cap, then say "more" (X-Total-Count-Capped), so no page of a million
// rows counts them all (decision 034).
describeApi('list totals', (ctx) => {
  async function manyRows(reviews: number, emails: number) {
    const db = ctx.database.db;
    const company = await addCompany(db);
    const customer = await addCustomer(db, company.id, { name: 'Café Übermut' });
    await db.execute(sql`
      insert into reviews (customer_id, company_id, external_id, rating, review_text, detected_at)
      select ${customer.id}, ${company.id}, 'r' || g, 1 + g % 5,
             case when g % 2 = 0 then 'Sehr ärgerliche Bedienung' else 'Schön' end, now() - g * interval '1 minute'
        from generate_series(1, ${reviews}) g`);
    await db.execute(sql`
      insert into email_logs (customer_id, company_id, email_subject, email_content, status)
      select ${customer.id}, ${company.id}, 'Neue Bewertung ' || g, 'Inhalt', 'sent'
        from generate_series(1, ${emails}) g`);
    return company;
  }

  /** The row count and totals of a list answer. */
  const counts = ({ body, total, capped }: ListResponse<unknown[]>) => ({ rows: body.length, total, capped });
  const ok = { expectOk: true };

  it('counts exactly up to the cap and says "more" beyond it, on every page and filter', async () => {
    const company = await manyRows(LIST_TOTAL_CAP + 2, SEARCH_TOTAL_CAP + 1);
    const { cookie } = await ctx.signIn('user');
    const reviews = `/api/reviews?companyId=${company.id}`;

    expect(counts(await ctx.getList(reviews, cookie, ok))).toEqual({
      rows: 100,
      total: LIST_TOTAL_CAP,
      capped: true,
    });
    expect(counts(await ctx.getList(`${reviews}&rating=1`, cookie, ok))).toEqual({
      rows: 100,
      total: 2000,
      capped: false,
    });
    // A search counts to its own, lower cap; umlauts and case fold as before.
    expect(counts(await ctx.getList(`${reviews}&search=%C3%84RGERLICH`, cookie, ok))).toEqual({
      rows: 100,
      total: SEARCH_TOTAL_CAP,
      capped: true,
    });
    expect(counts(await ctx.getList(`${reviews}&search=%C3%BCbermut&rating=1`, cookie, ok))).toEqual({
      rows: 100,
      total: SEARCH_TOTAL_CAP,
      capped: true,
    });
    // Past the last page: no rows, the same total.
    expect(counts(await ctx.getList(`${reviews}&offset=20000`, cookie, ok))).toEqual({
      rows: 0,
      total: LIST_TOTAL_CAP,
      capped: true,
    });

    const logs = `/api/email-logs?companyId=${company.id}`;
    expect(counts(await ctx.getList(logs, cookie, ok))).toEqual({
      rows: 100,
      total: SEARCH_TOTAL_CAP + 1,
      capped: false,
    });
    expect(counts(await ctx.getList(`${logs}&search=bewertung`, cookie, ok))).toEqual({
      rows: 100,
      total: SEARCH_TOTAL_CAP,
      capped: true,
    });
    expect(counts(await ctx.getList(`${logs}&search=bewertung 1001`, cookie, ok))).toEqual({
      rows: 1,
      total: 1,
      capped: false,
    });
  });
});
