// The customer drawer's activity in one statement: each part a small sub-select on its
// per-customer index, shaped as JSON by the database (docs/product.md, "The customer drawer");
// the totals are the counts kept on the customer row (migration 0009).
import { eq, type SQL, sql } from 'drizzle-orm';
import { ACTIVITY_LIMITS, type CustomerActivity } from '../../../common/schemas/customer-activity';
import type { Db } from '../../db/client';
import { customerStatusChanges, customers } from '../../db/schema';
import { isoUtc } from '../../db/sql-helpers';

/** A column of the sub-selects (`x.created_at`) as the APIs answer dates. */
const iso = (column: string) => isoUtc(sql.raw(column));

const list = (fields: SQL, from: SQL) =>
  sql`(select coalesce(json_agg(json_build_object(${fields})), '[]'::json) from (${from}) x)`;

export async function getCustomerActivity(db: Db, customerId: number): Promise<CustomerActivity | undefined> {
  const L = ACTIVITY_LIMITS;
  const result = (await db.execute(sql`
    select c.note,
      ${list(
        sql`'id', x.id, 'status', x.status, 'changedAt', ${iso('x.changed_at')}, 'changedBy', x.changed_by`,
        sql`select s.id, s.status, s.changed_at, u.name as changed_by
              from customer_status_changes s left join users u on u.id = s.changed_by
             where s.customer_id = c.id order by s.changed_at desc nulls last, s.id desc nulls last limit ${L.statusHistory}`,
      )} as status_history,
      ${list(
        sql`'id', x.id, 'consent', x.consent, 'source', x.source, 'at', ${iso('x.at')}, 'by', x.user_name,
            'note', x.note,
            'proof', case when x.source not in ('signup', 'portal') then null else json_build_object(
              'ip', x.ip, 'userAgent', x.user_agent, 'consentText', x.consent_text,
              'consentTextVersion', x.consent_text_version, 'email', x.email) end`,
        sql`select * from consent_events e where e.customer_id = c.id
             order by e.at desc, e.id desc limit ${L.consentHistory}`,
      )} as consent_history,
      ${list(
        sql`'id', x.id, 'username', x.username, 'rating', x.rating, 'reviewText', x.review_text,
            'reviewDate', ${iso('x.review_date')}, 'detectedAt', ${iso('x.detected_at')},
            'isArchived', x.is_archived, 'reviewUrl', x.review_url,
            'removal', case when x.removal_id is null then null
                       else json_build_object('id', x.removal_id, 'state', x.removal_state) end,
            'removalChance', x.removal_chance`,
        // The case of each shown review: a left join on the unique review index, after the limit.
        sql`select r.*, m.id as removal_id, m.state as removal_state
              from (select * from reviews r where r.customer_id = c.id
                     order by r.review_date desc nulls last, r.id desc limit ${L.reviews}) r
              left join removals m on m.review_id = r.id
             order by r.review_date desc nulls last, r.id desc`,
      )} as reviews,
      c.review_count as review_total,
      ${list(
        sql`'id', x.id, 'emailSubject', x.email_subject, 'status', x.status, 'isTest', x.is_test,
            'createdAt', ${iso('x.created_at')}, 'sentAt', ${iso('x.sent_at')},
            'errorMessage', x.error_message`,
        sql`select * from email_logs e where e.customer_id = c.id
             order by e.created_at desc nulls last, e.id desc nulls last limit ${L.emailLogs}`,
      )} as email_logs,
      c.email_count as email_total,
      ${list(
        sql`'id', x.id, 'scanType', x.scan_type, 'status', x.status, 'errorType', x.error_type,
            'errorMessage', x.error_message, 'createdAt', ${iso('x.created_at')}`,
        sql`select * from scan_logs l where l.customer_id = c.id
             order by l.created_at desc nulls last, l.id desc nulls last limit ${L.scanLogs}`,
      )} as scan_logs
    from customers c where c.id = ${customerId}`)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0];
  if (!row) return undefined;
  // node-postgres parses json columns; PGlite does too, but be sure for either driver.
  const json = <T>(v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  return {
    note: (row.note as string | null) ?? null,
    statusHistory: json(row.status_history),
    consentHistory: json(row.consent_history),
    reviews: json(row.reviews),
    reviewTotal: Number(row.review_total),
    emailLogs: json(row.email_logs),
    emailTotal: Number(row.email_total),
    scanLogs: json(row.scan_logs),
  };
}

/** The customer's note before a change, its row locked until the transaction ends; undefined for an unknown id. */
export async function lockCustomerNote(db: Db, customerId: number) {
  const [row] = await db
    .select({ id: customers.id, name: customers.name, companyId: customers.companyId, note: customers.note })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return row;
}

export async function setCustomerNote(db: Db, customerId: number, note: string | null) {
  const [row] = await db
    .update(customers)
    .set({ note })
    .where(eq(customers.id, customerId))
    .returning({ note: customers.note });
  return row;
}

type Executor = Pick<Db, 'insert'>;

/** Records a status a customer was given; `changedBy` null for the system. */
export async function recordStatus(
  db: Executor,
  customerId: number,
  status: CustomerActivity['statusHistory'][number]['status'],
  changedBy: number | null,
) {
  await db.insert(customerStatusChanges).values({ customerId, status, changedBy });
}
