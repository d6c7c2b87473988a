// The generators behind seedDemo: one insert … select generate_series per table and company.
// Rows go in in time order, as scans write them, so the tables' physical order is realistic.
// Random values come from SQL's random(); the statuses that pages filter on cycle with the row
// number instead, so every status and error type appears in any set of a few dozen rows.
import { type SQL, sql } from 'drizzle-orm';
import { NEGATIVE_RATING_MAX, TIME_ZONE } from '../../../common/constants';
import type { Db } from '../../db/client';
import * as w from './demo-data';

export interface SeedContext {
  tx: Db;
  companyId: number;
  now: SQL;
  days: number;
}

/** list[index % list.length], the list sent once as a JSON parameter. */
const pick = (list: readonly string[], index: SQL) =>
  sql`(${JSON.stringify(list)}::jsonb ->> ((${index}) % ${list.length}::int)::int)`;
const g = sql`g`;

/**
 * Which customers a company gets: `offset` is the number of customers seeded before it, so no two
 * companies get the same business (a place that is a customer of three companies would get three
 * offers within seconds of a scan); `kinds` and `cities` fit the company's trade and region.
 */
export interface CustomerMix {
  offset: number;
  kinds?: readonly string[];
  cities?: readonly string[];
}

export async function seedCustomers({ tx, companyId, now }: SeedContext, n: number, mix: CustomerMix) {
  // 'Café Müller' → cafe-mueller: umlauts as German writes them in addresses, other accents dropped.
  const slug = sql`regexp_replace(translate(replace(replace(replace(replace(lower(v.name), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'éèêàáâçñóòôíìîúùû', 'eeeaaacnoooiiiuuu'), '[^a-z0-9]+', '-', 'g')`;
  await tx.execute(sql`
    insert into customers (company_id, name, email, phone, google_maps_link, price_per_review, status,
      contact_person, contact_title, is_active, created_at)
    select ${companyId}, v.name, 'info@' || ${slug} || '.test',
      '+49 ' || v.area || ' ' || (1000000 + (v.g::bigint * 7919) % 9000000),
      -- every 25th customer has no link yet (the scan logs it as missing_url), every 31st a search
      -- link instead of a place (invalid_url)
      case when v.g % 25 = 24 then null
        when v.g % 31 = 30 then 'https://www.google.de/search?q=' || replace(v.name, ' ', '+')
        else 'https://www.google.com/maps/place/' || replace(v.name, ' ', '+') || ',+' || v.city end,
      v.price::numeric, ${pick(['email_sent', 'email_sent', 'called', 'email_sent', 'sold', 'called', 'not_sold'], sql`v.g`)},
      v.first_name || ' ' || v.surname, case when v.g % 2 = 0 then 'Herr' else 'Frau' end,
      v.g % 17 <> 5, ${now} - make_interval(days => 90 + v.g % 120, mins => (v.g * 37) % 1440)
    from (
      select g, ${pick(mix.kinds ?? w.businessKinds, g)} || ' ' || ${pick(w.surnames, sql`g * 7`)} as name,
        ${pick(w.surnames, sql`g * 7`)} as surname, ${pick(mix.cities ?? w.cities, sql`g * 11`)} as city,
        ${pick(w.areaCodes, sql`g * 11`)} as area, ${pick(w.prices, sql`g * 5`)} as price,
        case when g % 2 = 0 then ${pick(w.maleFirstNames, sql`g / 2`)} else ${pick(w.femaleFirstNames, sql`g / 2`)} end as first_name
      from generate_series(${mix.offset}::int, ${mix.offset}::int + ${n}::int - 1) as g
    ) v`);
}

export async function seedReviews({ tx, companyId, now, days }: SeedContext, n: number) {
  // The texts of the customer's kind of business (reviewTexts in demo-data.ts), by its name.
  const topic = sql`case ${sql.join(
    w.businessTopics.map(([kind, t]) => sql`when c.name like ${`${kind} %`} then ${t}`),
    sql` `,
  )} end`;
  const textOf = (mood: string) =>
    sql`(t.texts -> cs.topic -> ${mood} ->> (v.g % jsonb_array_length(t.texts -> cs.topic -> ${mood})))`;
  const text = sql`case when v.g % 20 = 7 or cs.topic is null then null
    when v.rating <= 2 then ${textOf('negative')}
    when v.rating = 3 then ${textOf('neutral')} else ${textOf('positive')} end`;
  await tx.execute(sql`
    with t as (select ${JSON.stringify(w.reviewTexts)}::jsonb as texts),
    cs as (
      select c.id, ${topic} as topic, (row_number() over (order by c.id))::int - 1 as k from customers c
      where c.company_id = ${companyId} and c.google_maps_link like 'https://www.google.com/maps/%'
    ), v as (
      select g, floor(random() * (select count(*) from cs))::int as k,
        ${now} - random() * make_interval(days => ${days}::int) as detected_at,
        case when r < 0.17 then 1 when r < 0.27 then 2 when r < 0.37 then 3 when r < 0.57 then 4 else 5 end as rating
      from (select g, random() as r from generate_series(0, ${n}::int - 1) as g) x
    )
    insert into reviews (customer_id, company_id, external_id, username, rating, review_text, review_date,
      detected_at, is_archived, archived_at)
    select cs.id, ${companyId}, 'demo-' || ${companyId} || '-' || v.g,
      ${pick([...w.maleFirstNames, ...w.femaleFirstNames], sql`v.g`)} || ' ' || left(${pick(w.surnames, sql`v.g * 3`)}, 1) || '.',
      v.rating, ${text},
      -- written up to 30 hours before the daily scan found it
      v.detected_at - random() * interval '30 hours', v.detected_at,
      v.g % 12 = 5, case when v.g % 12 = 5 then least(v.detected_at + interval '2 hours', ${now}) end
    from v join cs on cs.k = v.k cross join t
    order by v.detected_at`);
}

export async function seedEmailLogs({ tx, companyId, now }: SeedContext, n: number) {
  const salutation = sql`'Sehr geehrte' || case when c.contact_title = 'Herr' then 'r Herr ' else ' Frau ' end
    || split_part(c.contact_person, ' ', 2)`;
  const content = sql`${salutation} || E',\n\nfür ' || c.name || ' wurde eine neue Bewertung mit ' || neg.rating
    || ' von 5 Sternen veröffentlicht' || coalesce(E':\n\n„' || neg.review_text || '“', '.')
    || E'\n\nGerne lassen wir diese Bewertung für Sie prüfen und entfernen. Der Preis beträgt '
    || replace(c.price_per_review::text, '.', ',') || E' € pro entfernter Bewertung.\n\nMit freundlichen Grüßen\nIhr Bewertungsmanager-Team'`;
  await tx.execute(sql`
    with neg as (
      select id, customer_id, rating, review_text, detected_at, (row_number() over (order by id))::int - 1 as k
      from reviews where company_id = ${companyId} and rating <= ${NEGATIVE_RATING_MAX}
    ), v as (
      select g, case when g % 25 < 20 then 'sent' when g % 25 < 23 then 'failed' else 'pending' end as status
      from generate_series(0, ${n}::int - 1) as g
    )
    insert into email_logs (customer_id, company_id, review_id, email_subject, email_content, status,
      error_message, sent_at, created_at)
    select neg.customer_id, ${companyId}, neg.id, 'Neue negative Bewertung für ' || c.name, ${content}, v.status,
      case when v.status = 'failed' then ${pick(w.smtpErrors, sql`v.g`)} end,
      case when v.status = 'sent' then least(t.created_at + interval '3 seconds', ${now}) end, t.created_at
    from v
    -- spread evenly over the negative reviews, so every day has its mails
    join neg on neg.k = (v.g::bigint * (select count(*) from neg)) / ${n}::int
    join customers c on c.id = neg.customer_id
    cross join lateral (select least(neg.detected_at + make_interval(mins => 1 + v.g % 9), ${now}) as created_at) t
    order by t.created_at`);
  // The first sent mail marks its review as notified, as a real scan does.
  await tx.execute(sql`
    update reviews r set email_log_id = e.id
    from (select distinct on (review_id) review_id, id from email_logs
          where company_id = ${companyId} and status = 'sent' order by review_id, id) e
    where r.id = e.review_id`);
}

/** Daily 09:00 Berlin scans going back from today, each customer once a day. */
export async function seedScanLogs({ tx, companyId, now, days }: SeedContext, n: number, today: SQL) {
  const details = sql`json_build_object('totalReviews', 5 + v.g % 40, 'newReviews', v.g % 3 + v.g % 2,
    'negativeReviews', v.g % 3, 'emailStatus', case when v.g % 3 = 0 then 'not_needed' else 'sent' end,
    'url', cs.google_maps_link)::text`;
  const errorTypes = w.scanErrors.map(([type]) => type);
  const errorMessages = w.scanErrors.map(([, message]) => message);
  await tx.execute(sql`
    with cs as (
      select id, name, google_maps_link, (row_number() over (order by id))::int - 1 as k,
        count(*) over ()::int as n
      from customers where company_id = ${companyId}
    ), v as (
      select g, g % nullif((select count(*)::int from cs), 0) as k,
        case when g % 20 < 15 then 'success' when g % 20 < 18 then 'error' else 'skipped' end as status,
        (g / 20) * 3 + g % 20 - 15 as e
      from generate_series(0, ${n}::int - 1) as g
    )
    insert into scan_logs (customer_id, company_id, customer_name, scan_type, status, error_type, error_message,
      details, created_at)
    select cs.id, ${companyId}, cs.name, case when v.g % 10 = 3 then 'manual' else 'scheduled' end, v.status,
      case when v.status = 'error' then ${pick(errorTypes, sql`v.e`)} end,
      case when v.status = 'error' then ${pick(errorMessages, sql`v.e`)}
        when v.status = 'skipped' then ${pick(w.skipReasons, sql`v.g`)} end,
      case when v.status = 'success' then ${details} end,
      least((((${today} - (v.g / cs.n) % ${days}::int)::timestamp + interval '9 hours'
        + make_interval(secs => (v.g % cs.n) * 2)) at time zone ${TIME_ZONE}), ${now})
    from v join cs on cs.k = v.k
    order by 9`);
}

/**
 * The scan runs the seeded logs came from: one completed 09:00 scan per Berlin day with its
 * counts, so the automation page's 'Letzte Scans' and 'Letzter Scan' tell the same story as the
 * scan logs. A log joins its day's run unless the day already holds one of its customer.
 */
export async function seedScans({ tx, companyId }: SeedContext) {
  await tx.execute(sql`
    with day_logs as (
      select id, customer_id, status, details, created_at,
        (created_at at time zone ${TIME_ZONE})::date as day,
        row_number() over (partition by (created_at at time zone ${TIME_ZONE})::date, customer_id order by id) as nth
      from scan_logs where company_id = ${companyId}
    ), runs as (
      insert into scans (company_id, scan_type, slot, status, total, done, success_count, error_count,
        skipped_count, new_reviews, emails_sent, cost_usd, started_at, updated_at, finished_at)
      select ${companyId}, 'scheduled', to_char(day, 'YYYY-MM-DD') || 'T09:00', 'completed',
        count(*), count(*), count(*) filter (where status = 'success'), count(*) filter (where status = 'error'),
        count(*) filter (where status = 'skipped'),
        coalesce(sum((details::json ->> 'newReviews')::int), 0),
        count(*) filter (where details::json ->> 'emailStatus' = 'sent'),
        round(count(*) filter (where status = 'success') * 0.0042, 4),
        min(created_at), max(created_at) + interval '4 seconds', max(created_at) + interval '4 seconds'
      from day_logs where nth = 1 group by day
      returning id, slot
    )
    update scan_logs set scan_id = runs.id
    from day_logs, runs
    where scan_logs.id = day_logs.id and day_logs.nth = 1 and runs.slot = to_char(day_logs.day, 'YYYY-MM-DD') || 'T09:00'`);
}
