import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import { addCompany, addCustomer, addEmailLog, addReview } from '../../../tests/support/seed';
import { customers, emailLogs, reviews } from '../../db/schema';

// customers.last_review_at / last_email_at are kept by triggers (migration 0006), so every writer
// (scan engine, seed, a hand-written statement) leaves them right.
describeApi('customers: latest review and e-mail kept on the row', (ctx) => {
  const day = (d: number) => new Date(Date.UTC(2026, 10, d, 8));
  const latest = async (id: number) => {
    const [row] = await ctx.database.db
      .select({ review: customers.lastReviewAt, email: customers.lastEmailAt })
      .from(customers)
      .where(eq(customers.id, id));
    return { review: row.review?.toISOString() ?? null, email: row.email?.toISOString() ?? null };
  };

  it('follows new, changed and deleted reviews, whatever wrote them', async () => {
    const db = ctx.database.db;
    const customer = await addCustomer(db, (await addCompany(db)).id);
    expect(await latest(customer.id)).toEqual({ review: null, email: null });

    const newest = await addReview(db, customer, { reviewDate: day(10) });
    const older = await addReview(db, customer, { reviewDate: day(5) });
    await addReview(db, customer, { reviewDate: null });
    expect((await latest(customer.id)).review).toBe(day(10).toISOString());

    // Archiving changes nothing; moving the newest review's date back does.
    await db.update(reviews).set({ isArchived: true }).where(eq(reviews.id, newest.id));
    expect((await latest(customer.id)).review).toBe(day(10).toISOString());
    await db
      .update(reviews)
      .set({ reviewDate: day(1) })
      .where(eq(reviews.id, newest.id));
    expect((await latest(customer.id)).review).toBe(day(5).toISOString());
    await db.delete(reviews).where(eq(reviews.id, older.id));
    expect((await latest(customer.id)).review).toBe(day(1).toISOString());

    // Many rows in one statement (as a scan or the seed writes them), two customers at once.
    const other = await addCustomer(db, customer.companyId, { name: 'Zweiter' });
    await db.execute(sql`
      insert into reviews (customer_id, company_id, external_id, rating, review_date)
      select c.id, c.company_id, 'bulk-' || c.id || '-' || g, 3, ${day(1).toISOString()}::timestamptz + g * interval '1 day'
        from customers c, generate_series(1, 20) g where c.id in (${customer.id}, ${other.id})`);
    expect((await latest(customer.id)).review).toBe(new Date(day(21)).toISOString());
    expect((await latest(other.id)).review).toBe(new Date(day(21)).toISOString());
  });

  it('follows new and deleted e-mail logs', async () => {
    const db = ctx.database.db;
    const customer = await addCustomer(db, (await addCompany(db)).id);
    await addEmailLog(db, customer, { createdAt: day(3) });
    const last = await addEmailLog(db, customer, { createdAt: day(7) });
    expect((await latest(customer.id)).email).toBe(day(7).toISOString());
    await db.delete(emailLogs).where(eq(emailLogs.id, last.id));
    expect((await latest(customer.id)).email).toBe(day(3).toISOString());
    await db.delete(emailLogs).where(eq(emailLogs.customerId, customer.id));
    expect((await latest(customer.id)).email).toBeNull();
  });

  it('sorts the customer list by them, customers without any last in both directions', async () => {
    const db = ctx.database.db;
    const company = await addCompany(db);
    const a = await addCustomer(db, company.id, { name: 'Anton' });
    const b = await addCustomer(db, company.id, { name: 'Berta' });
    const c = await addCustomer(db, company.id, { name: 'Cäsar' });
    await addReview(db, a, { reviewDate: day(2) });
    await addReview(db, b, { reviewDate: day(9) });
    await addEmailLog(db, c, { createdAt: day(4) });
    const { cookie } = await ctx.signIn('user');
    const names = async (query: string) =>
      (
        await ctx.app.inject({
          url: `/api/customers?companyId=${company.id}&withReviews=true&${query}`,
          headers: { cookie },
        })
      )
        .json()
        .map((row: { name: string }) => row.name);
    expect(await names('sort=lastReview&dir=desc')).toEqual(['Berta', 'Anton', 'Cäsar']);
    expect(await names('sort=lastReview&dir=asc')).toEqual(['Anton', 'Berta', 'Cäsar']);
    expect(await names('sort=lastEmail&dir=desc')).toEqual(['Cäsar', 'Anton', 'Berta']);
  });
});
