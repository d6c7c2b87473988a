import { and, eq, ilike, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { ListCustomersParams } from '../../../common/schemas/customer';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { germanSortKey } from '../../db/schema/columns';
import { containsPattern, isoUtc } from '../../db/sql-helpers';
import { statementCache } from '../../db/statement-cache';
import { customerColumns } from './customers.queries';

const direction = { asc: sql.raw('asc'), desc: sql.raw('desc') };

/** The list's conditions; each value may be a placeholder of a cached statement. */
interface Filter {
  companyId: number | Placeholder;
  status?: ListCustomersParams['status'] | Placeholder;
  pattern?: string | Placeholder;
}

const filterOf = (p: Pick<ListCustomersParams, 'companyId' | 'status' | 'search'>): Filter => ({
  companyId: p.companyId,
  status: p.status,
  pattern: p.search ? containsPattern(p.search) : undefined,
});

function filter(f: Filter) {
  return and(
    eq(customers.companyId, f.companyId),
    f.status ? eq(customers.status, f.status) : undefined,
    f.pattern
      ? or(
          ilike(customers.name, f.pattern),
          ilike(customers.email, f.pattern),
          ilike(customers.phone, f.pattern),
        )
      : undefined,
  );
}

/**
 * ORDER BY of a page: the chosen key (NULLs last both ways); equal keys by name (A to Z), then id
 * in the page's direction, so pages are stable.
 */
function order(p: Pick<ListCustomersParams, 'sort' | 'dir'>): SQL[] {
  const dir = direction[p.dir];
  const byName = germanSortKey(customers.name);
  const key: Record<ListCustomersParams['sort'], SQL> = {
    // German order ("Bäckerei" before "Blumenladen"), served by the (company_id, key, id) index.
    name: sql`${byName} ${dir}`,
    price: sql`${customers.pricePerReview} ${dir}`,
    createdAt: sql`${customers.createdAt} ${dir}`,
    // Kept on the customer by triggers (migrations 0006 and 0009): an index per direction, no lookup per customer.
    lastEmail: sql`${customers.lastEmailAt} ${dir} nulls last`,
    lastReview: sql`${customers.lastReviewAt} ${dir} nulls last`,
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
    .where(filter(filterOf(p)))
    .orderBy(...order(p))
    .limit(p.limit)
    .offset(p.offset);
}

/** A shape of the JSON list: its order and which filters it has (statementCache). */
type JsonShape =
  `${ListCustomersParams['sort']} ${ListCustomersParams['dir']} ${'status' | '-'} ${'search' | '-'}`;

/**
 * The same page with counts, latest review and latest e-mail per row, as ONE statement (never a
 * query per row), answered as the JSON text of the response: PostgreSQL shapes the rows, so Node
 * only passes the text on (the busiest call of the app; decision 034). The page is chosen first
 * (CTE with its position), so the lateral lookups run only for its rows, each on its
 * per-customer index. The counts are kept on the customer row (migration 0009, decision 037).
 */
const customersJson = statementCache<JsonShape>((db, shape) => {
  const [sort, dir, status, search] = shape.split(' ') as [
    ListCustomersParams['sort'],
    ListCustomersParams['dir'],
    string,
    string,
  ];
  const byOrder = order({ sort, dir });
  const page = db
    .select({
      id: customers.id,
      pos: sql<number>`row_number() over (order by ${sql.join(byOrder, sql`, `)})`.as('pos'),
    })
    .from(customers)
    .where(
      filter({
        companyId: sql.placeholder('companyId'),
        status: status === 'status' ? sql.placeholder('status') : undefined,
        pattern: search === 'search' ? sql.placeholder('pattern') : undefined,
      }),
    )
    .orderBy(...byOrder)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return sql`
    with page as (${page})
    select coalesce(json_agg(json_build_object(
      'id', c.id, 'companyId', c.company_id, 'name', c.name, 'email', c.email, 'phone', c.phone,
      'googleMapsLink', c.google_maps_link, 'pricePerReview', c.price_per_review::text,
      'status', c.status, 'contactPerson', c.contact_person, 'contactTitle', c.contact_title,
      'isActive', c.is_active, 'optedOutAt', ${isoUtc(sql`c.opted_out_at`)}, 'consent', c.consent,
      'consentDate', to_char(c.consent_date, 'YYYY-MM-DD'), 'consentNote', c.consent_note,
      'createdAt', ${isoUtc(sql`c.created_at`)},
      'reviewCount', c.review_count, 'emailCount', c.email_count, 'pendingEmailCount', c.pending_email_count,
      'lastReview', case when lr.rating is null then null else json_build_object(
        'rating', lr.rating, 'reviewDate', ${isoUtc(sql`lr.review_date`)}, 'username', lr.username) end,
      'lastEmailLog', case when le.created_at is null then null else json_build_object(
        'createdAt', ${isoUtc(sql`le.created_at`)}, 'status', le.status) end
    ) order by page.pos), '[]')::text as body
    from page
    join customers c on c.id = page.id
    left join lateral (select r.rating, r.review_date, r.username from reviews r where r.customer_id = c.id
                        order by r.review_date desc nulls last, r.id desc nulls last limit 1) lr on true
    left join lateral (select e.created_at, e.status from email_logs e where e.customer_id = c.id
                        order by e.created_at desc nulls last, e.id desc nulls last limit 1) le on true
  `;
});

export async function listCustomersWithReviewsJson(db: Db, p: ListCustomersParams): Promise<string> {
  const f = filterOf(p);
  const shape: JsonShape = `${p.sort} ${p.dir} ${f.status ? 'status' : '-'} ${f.pattern ? 'search' : '-'}`;
  const [row] = await customersJson<{ body: string }>(db, shape, { ...f, limit: p.limit, offset: p.offset });
  return row.body;
}

/** Customers per status for the status tabs, under the same search (one statement). */
export function countCustomersByStatus(db: Db, p: Pick<ListCustomersParams, 'companyId' | 'search'>) {
  return db
    .select({ status: customers.status, n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(customers)
    .where(filter(filterOf({ ...p, status: undefined })))
    .groupBy(customers.status);
}
