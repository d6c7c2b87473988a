// Removal cases for bench:load: up to `n` cases over a company's negative reviews (the demo's own
// cases count), in every state with
// the deadlines common/removal-rules.ts would give them, ordered over the last 200 days. In SQL
// (insert … select), so 50,000 take seconds. Only cases are written, and one 'ordered' event each:
// the list reads nothing else.
import { sql } from 'drizzle-orm';
import { TIME_ZONE } from '../common/constants';
import type { Db } from '../server/db/client';

/** Share of the cases in each state (sums to 1). */
const mix = [
  ['ordered', 0.1],
  ['filed', 0.2],
  ['verifying', 0.05],
  ['removed', 0.3],
  ['refused', 0.1],
  ['appealed', 0.1],
  ['reinstated', 0.05],
  ['cancelled', 0.1],
] as const;

export async function seedRemovals(db: Db, companyId: number, n: number, now = new Date()) {
  let from = 0;
  const stateOf = sql.join(
    mix.map(([state, share]) => {
      const to = from + share;
      const when = sql`when p.r < ${to} then ${state}`;
      from = to;
      return when;
    }),
    sql` `,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.2)`);
    await tx.execute(sql`
      with picked as (
        select r.id, r.company_id, r.customer_id, coalesce(r.search_text, '') as search_text, c.price_per_review,
          ${now.toISOString()}::timestamptz - random() * interval '200 days' as ordered_at
        from reviews r join customers c on c.id = r.customer_id
        where r.company_id = ${companyId} and r.rating <= 3
          and not exists (select 1 from removals x where x.review_id = r.id)
        order by random()
        limit greatest(0, ${n} - (select count(*) from removals where company_id = ${companyId}))
      ), drawn as (
        -- drawn apart from the picking: beside 'order by random()' a random() column is the sort key
        select picked.*, random() as r from picked
      ), v as (
        select p.*, case ${stateOf} else 'cancelled' end as state,
          -- the state was entered some days after the order, never after now
          least(p.ordered_at + random() * interval '20 days', ${now.toISOString()}::timestamptz) as changed_at
        from drawn p
      ), d as (
        select v.*, (v.ordered_at at time zone ${TIME_ZONE})::date as order_day,
          (v.changed_at at time zone ${TIME_ZONE})::date as state_day
        from v
      )
      insert into removals (company_id, customer_id, review_id, state, reason, price_per_review, channel,
        filed_on, deadline_kind, deadline_on, due_on, removed_at, ordered_at, state_changed_at, search_text)
      select d.company_id, d.customer_id, d.id, d.state,
        (array['no_contact','false_claim','insult','off_topic','personal_data','conflict_of_interest','other'])[1 + (d.id % 7)],
        d.price_per_review,
        case when d.state in ('ordered', 'cancelled') then null else 'google' end,
        case when d.state in ('ordered', 'cancelled') then null else d.order_day + 1 end,
        case d.state when 'ordered' then 'file_by' when 'filed' then 'appeal_from' when 'refused' then 'appeal_until'
          when 'removed' then 'watch_until' when 'reinstated' then 'refile' end,
        case d.state when 'ordered' then d.order_day + 2 when 'filed' then d.order_day + 4
          when 'refused' then (d.state_day + interval '6 months')::date when 'removed' then d.state_day + 90
          when 'reinstated' then d.state_day end,
        case d.state when 'ordered' then d.order_day + 2 when 'filed' then d.order_day + 4
          when 'refused' then (d.state_day + interval '6 months')::date when 'reinstated' then d.state_day end,
        case when d.state = 'removed' then d.changed_at end,
        d.ordered_at, case when d.state = 'ordered' then d.ordered_at else d.changed_at end, d.search_text
      from d`);
    await tx.execute(sql`
      insert into removal_events (removal_id, at, user_name, from_state, to_state)
      select id, ordered_at, 'Bench', null, 'ordered' from removals x where company_id = ${companyId}
        and not exists (select 1 from removal_events e where e.removal_id = x.id)`);
  });
}
