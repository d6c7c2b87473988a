import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { ListCustomersParams } from '../../../common/schemas/customer';
import type { Db } from '../../db/client';
import { customers, emailLogs, reviews } from '../../db/schema';
import { germanSortKey } from '../../db/schema/columns';
import { containsPattern } from '../../lib/sql-helpers';
import { customerColumns } from './customers.queries';

const direction = { asc: sql.raw('asc'), desc: sql.raw('desc') };

// Every "latest" lookup repeats the order of its index, nulls last included, so the planner reads
// the first index entry instead of sorting: reviews (customer_id, review_date desc nulls last, id desc),
// email_logs (customer_id, created_at desc, id desc).
const latestReviewOrder = [sql`${reviews.reviewDate} desc nulls last`, sql`${reviews.id} desc nulls last`];
const latestEmailOrder = [sql`${emailLogs.createdAt} desc nulls last`, sql`${emailLogs.id} desc nulls last`];

function filter(p: Pick<ListCustomersParams, 'companyId' | 'status' | 'search'>) {
  const pattern = p.search ? containsPattern(p.search) : undefined;
  return and(
    eq(customers.companyId, p.companyId),
    p.status ? eq(customers.status, p.status) : undefined,
    pattern
      ? or(ilike(customers.name, pattern), ilike(customers.email, pattern), ilike(customers.phone, pattern))
      : undefined,
  );
}

/**
 * ORDER BY of a page: the chosen key (NULLs last both ways); equal keys by name (A to Z), then id
 * in the page's direction, so pages are stable.
 */
function order(p: ListCustomersParams): SQL[] {
  const dir = direction[p.dir];
  const byName = germanSortKey(customers.name);
  const key: Record<ListCustomersParams['sort'], SQL> = {
    // German order ("Bäckerei" before "Blumenladen"), served by the (company_id, key, id) index.
    name: sql`${byName} ${dir}`,
    price: sql`${customers.pricePerReview} ${dir}`,
    createdAt: sql`${customers.createdAt} ${dir}`,
    lastEmail: sql`(select ${emailLogs.createdAt} from ${emailLogs} where ${emailLogs.customerId} = ${customers.id}
      order by ${sql.join(latestEmailOrder, sql`, `)} limit 1) ${dir} nulls last`,
    lastReview: sql`(select ${reviews.reviewDate} from ${reviews} where ${reviews.customerId} = ${customers.id}
      order by ${sql.join(latestReviewOrder, sql`, `)} limit 1) ${dir} nulls last`,
  };
  return p.sort === 'name'
    ? [key.name, sql`${customers.id} ${dir}`]
    : [key[p.sort], sql`${byName} asc`, sql`${customers.id} ${dir}`];
}

/** One page of a company's customers, filtered, searched, ordered and paged in SQL. */
export function listCustomers(db: Db, p: ListCustomersParams) {
  return db
    .select(customerColumns)
    .from(customers)
    .where(filter(p))
    .orderBy(...order(p))
    .limit(p.limit)
    .offset(p.offset);
}

/**
 * The same page with counts, latest review and latest e-mail per row, as ONE statement (never a
 * query per row). The page is chosen first (CTE with its position), so the lateral lookups run
 * only for the rows of the page, not for every customer of the company.
 */
export function listCustomersWithReviews(db: Db, p: ListCustomersParams) {
  const page = db.$with('page').as(
    db
      .select({
        id: customers.id,
        pos: sql<number>`row_number() over (order by ${sql.join(order(p), sql`, `)})`.as('pos'),
      })
      .from(customers)
      .where(filter(p))
      .orderBy(...order(p))
      .limit(p.limit)
      .offset(p.offset),
  );
  const ofCustomer = (column: typeof reviews.customerId | typeof emailLogs.customerId) =>
    eq(column, customers.id);
  const reviewStats = db
    .select({ reviewCount: sql<number>`count(*)::int`.as('review_count') })
    .from(reviews)
    .where(ofCustomer(reviews.customerId))
    .as('review_stats');
  const lastReview = db
    .select({ rating: reviews.rating, reviewDate: reviews.reviewDate, username: reviews.username })
    .from(reviews)
    .where(ofCustomer(reviews.customerId))
    .orderBy(...latestReviewOrder)
    .limit(1)
    .as('last_review');
  const emailStats = db
    .select({
      emailCount: sql<number>`count(*)::int`.as('email_count'),
      pendingEmailCount: sql<number>`(count(*) filter (where ${emailLogs.status} = 'pending'))::int`.as(
        'pending_count',
      ),
    })
    .from(emailLogs)
    .where(ofCustomer(emailLogs.customerId))
    .as('email_stats');
  const lastEmail = db
    .select({ createdAt: emailLogs.createdAt, status: emailLogs.status })
    .from(emailLogs)
    .where(ofCustomer(emailLogs.customerId))
    .orderBy(...latestEmailOrder)
    .limit(1)
    .as('last_email');

  return db
    .with(page)
    .select({
      ...customerColumns,
      reviewCount: reviewStats.reviewCount,
      emailCount: emailStats.emailCount,
      pendingEmailCount: emailStats.pendingEmailCount,
      lastReview: {
        rating: lastReview.rating,
        reviewDate: lastReview.reviewDate,
        username: lastReview.username,
      },
      lastEmailLog: { createdAt: lastEmail.createdAt, status: lastEmail.status },
    })
    .from(page)
    .innerJoin(customers, eq(customers.id, page.id))
    .leftJoinLateral(reviewStats, sql`true`)
    .leftJoinLateral(lastReview, sql`true`)
    .leftJoinLateral(emailStats, sql`true`)
    .leftJoinLateral(lastEmail, sql`true`)
    .orderBy(page.pos);
}

export type CustomerListRow = Awaited<ReturnType<typeof listCustomersWithReviews>>[number];

/** Customers per status for the status tabs, under the same search (one statement). */
export function countCustomersByStatus(db: Db, p: Pick<ListCustomersParams, 'companyId' | 'search'>) {
  return db
    .select({ status: customers.status, n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(customers)
    .where(filter({ ...p, status: undefined }))
    .groupBy(customers.status);
}
