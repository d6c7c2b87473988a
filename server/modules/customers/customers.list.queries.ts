import { and, eq, ilike, isNotNull, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { addDays, berlinDay } from '../../../common/calendar-days';
import type { ListCustomersParams } from '../../../common/schemas/customer';
import { berlinInstants, type CustomerFollowUpFilter } from '../../../common/schemas/follow-up';
import type { Db } from '../../db/client';
import { customers, followUps } from '../../db/schema';
import { germanSortKey } from '../../db/schema/columns';
import { containsPattern, isoUtc } from '../../db/sql-helpers';
import { statementCache } from '../../db/statement-cache';
import { dueCondition } from '../follow-ups/follow-ups.queries';
import { customerColumns } from './customers.queries';

const direction = { asc: sql.raw('asc'), desc: sql.raw('desc') };

/** The list's conditions; each value may be a placeholder of a cached statement. */
interface Filter {
  companyId: number | Placeholder;
  status?: ListCustomersParams['status'] | Placeholder;
  /** 'opted_out', or a consent basis of the customers not opted out. */
  consent?: ListCustomersParams['consent'] | Placeholder;
  /** Whether `consent` (a placeholder) means the opt-out: it decides the SQL's shape. */
  optedOut?: boolean;
  pattern?: string | Placeholder;
  /** The filter 'Wiedervorlage' (issue 24), measured at `now` and the next Berlin midnight `dayEnd`. */
  followUp?: CustomerFollowUpFilter;
  now?: string | Placeholder;
  dayEnd?: string | Placeholder;
}

type FilterParams = Pick<ListCustomersParams, 'companyId' | 'status' | 'search' | 'consent'> &
  Partial<Pick<ListCustomersParams, 'followUp'>>;

const filterOf = (p: FilterParams): Filter => ({
  companyId: p.companyId,
  status: p.status,
  consent: p.consent,
  optedOut: p.consent === 'opted_out',
  pattern: p.search ? containsPattern(p.search) : undefined,
  followUp: p.followUp,
  ...followUpClock(),
});

/** Now and the next Berlin midnight, where 'Heute fällig' ends (follow-ups, issue 24). */
function followUpClock(now = new Date()) {
  const [dayEnd] = berlinInstants(addDays(berlinDay(now), 1), '00:00');
  return { now: now.toISOString(), dayEnd: dayEnd.toISOString() };
}

/** Customers with an open follow-up of the filter: an index lookup per customer (one open each). */
function followUpFilter(f: Filter) {
  if (!f.followUp) return undefined;
  const due = dueCondition(f.followUp === 'open' ? 'all' : f.followUp, f.now ?? '', f.dayEnd ?? '');
  return sql`exists (select 1 from ${followUps} where ${followUps.customerId} = ${customers.id} and ${followUps.doneAt} is null${due ? sql` and ${due}` : sql``})`;
}

/** The filter 'Einwilligung': an opt-out outranks any consent (it is final), so the values split the list. */
function consentFilter(f: Filter) {
  if (f.consent === undefined) return undefined;
  if (f.optedOut) return isNotNull(customers.optedOutAt);
  return and(isNull(customers.optedOutAt), eq(customers.consent, f.consent as 'none'));
}

/** A customer's value of the filter 'Einwilligung' (consentStates), as SQL. */
export const consentStateSql = sql<string>`case when ${customers.optedOutAt} is not null then 'opted_out' else ${customers.consent} end`;

function filter(f: Filter) {
  return and(
    eq(customers.companyId, f.companyId),
    f.status ? eq(customers.status, f.status) : undefined,
    consentFilter(f),
    followUpFilter(f),
    f.pattern
      ? or(
          ilike(customers.name, f.pattern),
          ilike(customers.email, f.pattern),
          ilike(customers.phone, f.pattern),
        )
      : undefined,
  );
}

/** The list's WHERE for these filter values, as plain parameters (bulk changes, issue 24). */
export const customerListWhere = (p: FilterParams) => filter(filterOf(p));

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
  `${ListCustomersParams['sort']} ${ListCustomersParams['dir']} ${'status' | '-'} ${'search' | '-'} ${'consent' | 'optedOut' | '-'} ${CustomerFollowUpFilter | '-'}`;

/**
 * The same page with counts, latest review and latest e-mail per row, as ONE statement (never a
 * query per row), answered as the JSON text of the response: PostgreSQL shapes the rows, so Node
 * only passes the text on (the busiest call of the app; decision 034). The page is chosen first
 * (CTE with its position), so the lateral lookups run only for its rows, each on its
 * per-customer index. The counts are kept on the customer row (migration 0009, decision 037).
 */
const customersJson = statementCache<JsonShape>((db, shape) => {
  const [sort, dir, status, search, consent, followUp] = shape.split(' ') as [
    ListCustomersParams['sort'],
    ListCustomersParams['dir'],
    string,
    string,
    string,
    CustomerFollowUpFilter | '-',
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
        // The opt-out filter needs no value; a consent basis is the placeholder's.
        consent:
          consent === 'consent'
            ? sql.placeholder('consent')
            : consent === 'optedOut'
              ? 'opted_out'
              : undefined,
        optedOut: consent === 'optedOut',
        followUp: followUp === '-' ? undefined : followUp,
        now: sql.placeholder('now'),
        dayEnd: sql.placeholder('dayEnd'),
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
      'billingName', c.billing_name, 'billingAddress', c.billing_address,
      'createdAt', ${isoUtc(sql`c.created_at`)},
      'reviewCount', c.review_count, 'emailCount', c.email_count, 'pendingEmailCount', c.pending_email_count,
      'lastReview', case when lr.rating is null then null else json_build_object(
        'rating', lr.rating, 'reviewDate', ${isoUtc(sql`lr.review_date`)}, 'username', lr.username) end,
      'lastEmailLog', case when le.created_at is null then null else json_build_object(
        'createdAt', ${isoUtc(sql`le.created_at`)}, 'status', le.status) end,
      'followUp', case when fu.id is null then null else json_build_object('id', fu.id,
        'dueAt', ${isoUtc(sql`fu.due_at`)}, 'ownerName', fu.owner_name, 'note', fu.note) end,
      'repliedAt', ${isoUtc(sql`c.replied_at`)}, 'emailBouncedAt', ${isoUtc(sql`c.email_bounced_at`)},
      -- A confirmed sign-up records consent with source 'signup' (consent_events_customer_idx).
      'fromSignup', exists(select 1 from consent_events ce where ce.customer_id = c.id and ce.source = 'signup')
    ) order by page.pos), '[]')::text as body
    from page
    join customers c on c.id = page.id
    left join lateral (select r.rating, r.review_date, r.username from reviews r where r.customer_id = c.id
                        order by r.review_date desc nulls last, r.id desc nulls last limit 1) lr on true
    left join lateral (select e.created_at, e.status from email_logs e where e.customer_id = c.id
                        order by e.created_at desc nulls last, e.id desc nulls last limit 1) le on true
    left join lateral (select f.id, f.due_at, f.note, u.name as owner_name from follow_ups f
                        left join users u on u.id = f.owner_id
                        where f.customer_id = c.id and f.done_at is null limit 1) fu on true
  `;
});

export async function listCustomersWithReviewsJson(db: Db, p: ListCustomersParams): Promise<string> {
  const f = filterOf(p);
  const consent = f.optedOut ? 'optedOut' : f.consent ? 'consent' : '-';
  const shape: JsonShape = `${p.sort} ${p.dir} ${f.status ? 'status' : '-'} ${f.pattern ? 'search' : '-'} ${consent} ${f.followUp ?? '-'}`;
  const [row] = await customersJson<{ body: string }>(db, shape, {
    companyId: f.companyId,
    status: f.status,
    pattern: f.pattern,
    consent: f.consent,
    now: f.now,
    dayEnd: f.dayEnd,
    limit: p.limit,
    offset: p.offset,
  });
  return row.body;
}

/**
 * Customers per status and consent state under the search (one statement, at most 16 rows): the
 * status tabs count under the consent filter, the consent filter under the status (the service).
 */
export function countCustomersByStatusAndConsent(
  db: Db,
  p: Pick<ListCustomersParams, 'companyId' | 'search'>,
) {
  return db
    .select({
      status: customers.status,
      consent: consentStateSql.as('consent_state'),
      n: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(customers)
    .where(filter(filterOf({ ...p, status: undefined, consent: undefined })))
    .groupBy(customers.status, sql`2`);
}
