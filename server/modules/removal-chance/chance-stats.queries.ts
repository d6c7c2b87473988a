// A company's closed cases counted per reason and per signal at ordering (decision 076).
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { RemovalState } from '../../../common/enums';
import { RATE_MIN_CLOSED } from '../../../common/schemas/removal-chance';
import type { Db } from '../../db/client';
import { removals } from '../../db/schema';
import { groundScale, type ReasonOutcome } from './chance-rates';

/** The states that end a case for the rates: removed is a success; refused and reinstated are failures. */
export const closedStates: readonly RemovalState[] = ['removed', 'refused', 'reinstated'];
const CLOSED = inArray(removals.state, [...closedStates]);

export interface OutcomeRow {
  kind: 'reason' | 'signal';
  code: string;
  closed: number;
  removed: number;
}

/** Both tables of 'Erfolgsquote nach Grund' in one statement, on the (company, state) index. */
export async function outcomeCounts(db: Db, companyId: number) {
  const result = (await db.execute(sql`
    with c as (
      select ${removals.reason} as reason, ${removals.signalsAtOrder} as signals,
        (${removals.state} = 'removed') as won
      from ${removals} where ${removals.companyId} = ${companyId} and ${CLOSED})
    select 'reason' as kind, reason as code, count(*)::int as closed,
      (count(*) filter (where won))::int as removed
    from c group by reason
    union all
    select 'signal', s.code, count(*)::int, (count(*) filter (where won))::int
    from c cross join lateral unnest(c.signals) as s(code) group by s.code
    order by 1, 3 desc, 2`)) as unknown as { rows: OutcomeRow[] };
  return result.rows;
}

/** Closed and removed per reason of each of these companies. */
async function reasonOutcomesOf(db: Db, companyIds: number[]) {
  if (companyIds.length === 0) return [];
  const result = (await db.execute(sql`
    select ${removals.companyId} as "companyId", ${removals.reason} as reason, count(*)::int as closed,
      (count(*) filter (where ${removals.state} = 'removed'))::int as removed
    from ${removals}
    where ${removals.companyId} = any(${sql.param(companyIds)}::int[]) and ${CLOSED}
    group by 1, 2`)) as unknown as {
    rows: { companyId: number; reason: string; closed: number; removed: number }[];
  };
  return result.rows;
}

/**
 * The learned scale of each of these companies (undefined: none of its reasons has enough closed
 * cases), one statement: what the fill task and a scan's insert compute the chance with.
 */
export async function learnedScales(db: Db, companyIds: number[]) {
  const byCompany = new Map<number, Map<string, ReasonOutcome>>();
  for (const o of await reasonOutcomesOf(db, companyIds)) {
    const own = byCompany.get(o.companyId) ?? new Map<string, ReasonOutcome>();
    own.set(o.reason, { closed: o.closed, removed: o.removed });
    byCompany.set(o.companyId, own);
  }
  return new Map([...byCompany].map(([companyId, own]) => [companyId, groundScale(own)]));
}

/**
 * Whether a case of this reason that closed, changed its outcome or reopened (`reopened`) moves the
 * company's learned rates: only a ground with RATE_MIN_CLOSED closed cases, the reopened one
 * counted, has a rate (chance-rates.ts). Below that the stored chances stay as they are.
 */
export async function outcomeMovesRates(db: Db, companyId: number, reason: string, reopened: boolean) {
  if (reason === 'other') return false;
  const [row] = await db
    .select({ closed: count() })
    .from(removals)
    .where(and(eq(removals.companyId, companyId), eq(removals.reason, reason), CLOSED));
  return row.closed + (reopened ? 1 : 0) >= RATE_MIN_CLOSED;
}
