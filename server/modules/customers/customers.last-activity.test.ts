import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/support/app';
import { addCompany, addCustomer, addEmailLog, addReview } from '../../../tests/support/seed';
import { customers, emailLogs, reviews } from '../../db/schema';

// customers.last_review_at / last_email_at and the counts are kept by triggers (migrations 0006
// and 0009), so every writer (scan engine, seed, a hand-written statement) leaves them right.
describeApi('customers: latest review and e-mail, and counts, kept on the row', (ctx) => {
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

  /** The counts on the row next to the counts of the rows themselves. */
  const counts = async (id: number) => {
    const { rows } = (await ctx.database.db.execute(sql`
      select c.review_count as reviews, c.email_count as emails, c.pending_email_count as pending,
             (select count(*)::int from reviews r where r.customer_id = c.id) as "reviewsCounted",
             (select count(*)::int from email_logs e where e.customer_id = c.id) as "emailsCounted",
             (select count(*)::int from email_logs e where e.customer_id = c.id and e.status = 'pending') as "pendingCounted"
        from customers c where c.id = ${id}`)) as unknown as {
      rows: Record<'reviews' | 'emails' | 'pending' | `${'reviews' | 'emails' | 'pending'}Counted`, number>[];
    };
    const [row] = rows;
    expect({ reviews: row.reviews, emails: row.emails, pending: row.pending }).toEqual({
      reviews: row.reviewsCounted,
      emails: row.emailsCounted,
      pending: row.pendingCounted,
    });
    return { reviews: row.reviews, emails: row.emails, pending: row.pending };
  };

  it('counts reviews as they are written, moved and deleted', async () => {
    const db = ctx.database.db;
    const company = await addCompany(db);
    const customer = await addCustomer(db, company.id);
    const other = await addCustomer(db, company.id, { name: 'Zweiter' });
    expect(await counts(customer.id)).toEqual({ reviews: 0, emails: 0, pending: 0 });

    const first = await addReview(db, customer);
    await addReview(db, customer, { reviewDate: null });
    expect((await counts(customer.id)).reviews).toBe(2);

    // A scan stores many at once and skips those it has (ON CONFLICT DO NOTHING): only new ones count.
    const bulk = (from: number, to: number) =>
      db.execute(sql`
        insert into reviews (customer_id, company_id, external_id, rating)
        select ${customer.id}, ${company.id}, 'bulk-' || g, 5 from generate_series(${from}::int, ${to}::int) g
        on conflict (customer_id, external_id) do nothing`);
    await bulk(1, 10);
    await bulk(5, 15);
    expect((await counts(customer.id)).reviews).toBe(17);

    // Archiving changes no count; a review moved to another customer moves its count.
    await db.update(reviews).set({ isArchived: true }).where(eq(reviews.customerId, customer.id));
    expect((await counts(customer.id)).reviews).toBe(17);
    await db.update(reviews).set({ customerId: other.id }).where(eq(reviews.id, first.id));
    expect((await counts(customer.id)).reviews).toBe(16);
    expect((await counts(other.id)).reviews).toBe(1);

    await db.delete(reviews).where(sql`${reviews.externalId} like 'bulk-1%'`); // 1 and 10 to 15
    expect((await counts(customer.id)).reviews).toBe(9);
    await db.delete(reviews);
    expect(await counts(customer.id)).toEqual({ reviews: 0, emails: 0, pending: 0 });
    expect((await counts(other.id)).reviews).toBe(0);
  });

  it('counts e-mails and the pending ones as they are sent, fail and are deleted', async () => {
    const db = ctx.database.db;
    const customer = await addCustomer(db, (await addCompany(db)).id);
    const pending = await addEmailLog(db, customer, { status: 'pending' });
    const other = await addEmailLog(db, customer, { status: 'pending' });
    await addEmailLog(db, customer, { status: 'sent' });
    expect(await counts(customer.id)).toEqual({ reviews: 0, emails: 3, pending: 2 });

    // The sending state of a pending mail changes nothing; sending it or failing it does.
    await db
      .update(emailLogs)
      .set({ sendingStartedAt: new Date(), attempts: 1 })
      .where(eq(emailLogs.id, pending.id));
    expect(await counts(customer.id)).toEqual({ reviews: 0, emails: 3, pending: 2 });
    await db.update(emailLogs).set({ status: 'sent' }).where(eq(emailLogs.id, pending.id));
    expect(await counts(customer.id)).toEqual({ reviews: 0, emails: 3, pending: 1 });
    await db.update(emailLogs).set({ status: 'failed' }).where(eq(emailLogs.id, other.id));
    expect(await counts(customer.id)).toEqual({ reviews: 0, emails: 3, pending: 0 });
    await db.update(emailLogs).set({ status: 'pending' }).where(eq(emailLogs.customerId, customer.id));
    expect(await counts(customer.id)).toEqual({ reviews: 0, emails: 3, pending: 3 });

    await db.delete(emailLogs).where(eq(emailLogs.id, other.id));
    expect(await counts(customer.id)).toEqual({ reviews: 0, emails: 2, pending: 2 });
  });

  it('stay exact when many writers add to one customer at once', async () => {
    const db = ctx.database.db;
    const customer = await addCustomer(db, (await addCompany(db)).id);
    const logs = await Promise.all(
      Array.from({ length: 10 }, () => addEmailLog(db, customer, { status: 'pending' })),
    );
    // On PostgreSQL these run on the pool's connections side by side.
    await Promise.all([
      ...Array.from({ length: 30 }, () => addReview(db, customer)),
      ...logs.map((log) => db.update(emailLogs).set({ status: 'sent' }).where(eq(emailLogs.id, log.id))),
      ...Array.from({ length: 10 }, () => addEmailLog(db, customer, { status: 'pending' })),
    ]);
    expect(await counts(customer.id)).toEqual({ reviews: 30, emails: 20, pending: 10 });
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
