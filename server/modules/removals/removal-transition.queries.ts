// The one writer of a case's state: the operator's transitions (removals.service.ts) and the
// verification check's (removal-check.ts) both go through it, so every change lands with its
// deadline recomputed and its line in the timeline.
import { eq } from 'drizzle-orm';
import type { RemovalChannel, RemovalState } from '../../../common/enums';
import { deadlineFor } from '../../../common/removal-rules';
import type { Db } from '../../db/client';
import { removalEvents, removals } from '../../db/schema';
import { closedStates, outcomeMovesRates } from '../removal-chance/chance-stats.queries';
import { clearCompanyChances } from '../reviews/review-chance.queries';

export interface TransitionChange {
  to: RemovalState;
  at: Date;
  /** Null for the verification check. */
  user: { id: number; name: string } | null;
  note?: string | null;
  channel?: RemovalChannel | null;
  filedOn?: string | null;
  /** Verification bookkeeping (removal-check.ts). */
  resumeState?: RemovalState | null;
  firstMissAt?: Date | null;
}

/** Reads a case under a row lock, inside the caller's transaction. */
export async function lockRemoval(tx: Db, id: number) {
  const [row] = await tx.select().from(removals).where(eq(removals.id, id)).for('update');
  return row;
}

/** Moves a locked case (`from`) to `change.to`; the caller has checked the move is allowed. */
export async function writeTransition(
  tx: Db,
  from: { id: number; state: RemovalState; filedOn: string | null },
  change: TransitionChange,
) {
  const filedOn = change.to === 'filed' ? (change.filedOn ?? null) : from.filedOn;
  const deadline = deadlineFor(change.to, change.at, filedOn);
  const [moved] = await tx
    .update(removals)
    .set({
      state: change.to,
      stateChangedAt: change.at,
      filedOn,
      ...(change.to === 'filed' ? { channel: change.channel ?? null } : {}),
      deadlineKind: deadline?.kind ?? null,
      deadlineOn: deadline?.on ?? null,
      dueOn: deadline?.dueOn ?? null,
      resumeState: change.to === 'verifying' ? (change.resumeState ?? from.state) : null,
      ...(change.firstMissAt !== undefined ? { firstMissAt: change.firstMissAt } : {}),
      ...(change.to === 'removed' ? { removedAt: change.at } : {}),
      ...(change.to === 'reinstated' || change.to === 'cancelled' ? { removedAt: null } : {}),
    })
    .where(eq(removals.id, from.id))
    .returning({ companyId: removals.companyId, reason: removals.reason });
  // An outcome came or went: when it moves the company's rates, its stored chances are computed again.
  const wasClosed = closedStates.includes(from.state);
  const reopened = wasClosed && !closedStates.includes(change.to);
  if (
    moved &&
    (wasClosed || closedStates.includes(change.to)) &&
    (await outcomeMovesRates(tx, moved.companyId, moved.reason, reopened))
  ) {
    await clearCompanyChances(tx, moved.companyId);
  }
  await tx.insert(removalEvents).values({
    removalId: from.id,
    at: change.at,
    userId: change.user?.id ?? null,
    userName: change.user?.name ?? null,
    fromState: from.state,
    toState: change.to,
    note: change.note ?? null,
    channel: change.to === 'filed' ? (change.channel ?? null) : null,
    filedOn: change.to === 'filed' ? filedOn : null,
  });
}
