// The dashboard's funnel (docs/product.md "Funnel", decision 074): the reviews the offer mails of a
// period offered, followed to the portal, the case, the removal, the invoice and its payment.
import { type SQL, sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../../common/constants';
import type { Funnel } from '../../../common/schemas/dashboard';
import type { Db } from '../../db/client';
import { companies, emailLogs, invoices, portalLinks, removals, reviews } from '../../db/schema';

/**
 * One statement; undefined for an unknown company. The cohort is read through the (company,
 * sent_at) index of the mails and the (email_log_id) index of the reviews. A review counts as opened
 * when one of the customer's opened links was used after its mail went out: the last use of the
 * customer's opened links, grouped once from the (company, first_opened_at) index (an exists per
 * review took 5 s at 23,000 offers instead of 0.5 s; decision 074).
 */
export async function getFunnel(db: Db, companyId: number, days: number, now?: Date) {
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const today = sql`(${at} at time zone ${TIME_ZONE})::date`;
  const first = sql`(${today} - ${days - 1}::int)`;
  const dayStart = (date: SQL) => sql`((${date})::timestamp at time zone ${TIME_ZONE})`;
  const result = (await db.execute(sql`
    select to_char(${first}, 'YYYY-MM-DD') as "from",
      count(o.id)::int as offers,
      count(o.id) filter (where p.seen >= o.sent_at)::int as opened,
      count(m.id)::int as ordered,
      count(m.removed_at)::int as removed,
      count(*) filter (where m.removed_at is not null and i.state in ('open', 'paid'))::int as invoiced,
      count(*) filter (where m.removed_at is not null and i.state = 'paid')::int as paid
    from ${companies} c
    left join (
      select r.id, r.customer_id, e.sent_at
        from ${emailLogs} e
        join ${reviews} r on r.email_log_id = e.id
       where e.company_id = ${companyId} and e.kind = 'review' and e.status = 'sent' and not e.is_test
         and e.sent_at >= ${dayStart(first)} and e.sent_at < ${dayStart(sql`${today} + 1`)}
    ) o on true
    left join (
      select l.customer_id, max(l.last_used_at) as seen from ${portalLinks} l
       where l.company_id = ${companyId} and l.first_opened_at is not null group by l.customer_id
    ) p on p.customer_id = o.customer_id
    left join ${removals} m on m.review_id = o.id
    left join ${invoices} i on i.id = m.invoice_id
    where c.id = ${companyId}
    group by c.id`)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0];
  if (!row) return undefined;
  const n = (key: string) => Number(row[key]);
  const funnel: Funnel = {
    days,
    from: String(row.from),
    offers: n('offers'),
    opened: n('opened'),
    ordered: n('ordered'),
    removed: n('removed'),
    invoiced: n('invoiced'),
    paid: n('paid'),
  };
  return funnel;
}
