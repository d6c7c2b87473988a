// 'Erfolgsquote nach Grund': a company's closed cases per reason and per signal (decision 076).
import { type ChanceStats, type OutcomeRate, RATE_MIN_CLOSED } from '../../../common/schemas/removal-chance';
import type { Db } from '../../db/client';
import { ensureCompany } from '../companies/companies.service';
import { type OutcomeRow, outcomeCounts } from './chance-stats.queries';

const toRate = (row: OutcomeRow): OutcomeRate => ({
  code: row.code,
  closed: row.closed,
  removed: row.removed,
  refused: row.closed - row.removed,
  rate: row.closed === 0 ? 0 : row.removed / row.closed,
  // The chance learns per reason (the ground); a signal's rate is shown, not applied.
  movesChance: row.kind === 'reason' && row.closed >= RATE_MIN_CLOSED,
});

export async function chanceStats(db: Db, companyId: number): Promise<ChanceStats> {
  const rows = await outcomeCounts(db, companyId);
  if (rows.length === 0) await ensureCompany(db, companyId);
  return {
    minClosed: RATE_MIN_CLOSED,
    byReason: rows.filter((r) => r.kind === 'reason').map(toRate),
    bySignal: rows.filter((r) => r.kind === 'signal').map(toRate),
  };
}
