// The demo's removal cases: one in every state, each with its timeline, and the verification
// checks that are its proof. The 'verifying' case had its first miss 22 hours ago (its review is
// gone from the simulated Apify, start-demo.ts), so the check after the next demo scan verifies it.
import { and, eq, inArray, isNotNull, like, lte, sql } from 'drizzle-orm';
import { berlinDay } from '../../../common/calendar-days';
import { type RemovalState, removalReasons } from '../../../common/enums';
import { deadlineFor } from '../../../common/removal-rules';
import type { Db } from '../../db/client';
import {
  customers,
  removalCheckRuns,
  removalChecks,
  removalEvents,
  removals,
  reviews,
} from '../../db/schema';
import { writeTransition } from '../../modules/removals/removal-transition.queries';

const HOUR = 3_600_000;
// Every reason once, the first again for the ninth case.
const reasons = [...removalReasons, 'no_contact'] as const;

/** Each case's path: the states after 'ordered', with when (hours before now) it entered them. */
const paths: { final: RemovalState; steps: [RemovalState, number][]; checks?: [string, number][] }[] = [
  { final: 'ordered', steps: [] },
  { final: 'filed', steps: [['filed', 5 * 24]] },
  {
    final: 'verifying',
    steps: [
      ['filed', 7 * 24],
      ['verifying', 22],
    ],
    checks: [
      ['found', 46],
      ['missing', 22],
    ],
  },
  {
    final: 'removed',
    steps: [
      ['filed', 12 * 24],
      ['verifying', 4 * 24],
      ['removed', 3 * 24],
    ],
    checks: [
      ['missing', 4 * 24],
      ['missing', 3 * 24],
    ],
  },
  {
    final: 'refused',
    steps: [
      ['filed', 20 * 24],
      ['refused', 10 * 24],
    ],
  },
  {
    final: 'appealed',
    steps: [
      ['filed', 25 * 24],
      ['refused', 15 * 24],
      ['appealed', 4 * 24],
    ],
  },
  {
    final: 'reinstated',
    steps: [
      ['filed', 30 * 24],
      ['verifying', 20 * 24],
      ['removed', 19 * 24],
      ['reinstated', 2 * 24],
    ],
    checks: [
      ['missing', 20 * 24],
      ['missing', 19 * 24],
      ['found', 2 * 24],
    ],
  },
  { final: 'cancelled', steps: [['cancelled', 3 * 24]] },
  // Verified removals 40, 30, 20 and 10 days ago: what the demo's invoices bill (seed-invoices.ts).
  ...[40, 30, 20, 10].map((days) => ({
    final: 'removed' as const,
    steps: [
      ['filed', (days + 10) * 24],
      ['verifying', (days + 1) * 24],
      ['removed', days * 24],
    ] as [RemovalState, number][],
    checks: [
      ['missing', (days + 1) * 24],
      ['missing', days * 24],
    ] as [string, number][],
  })),
];

const notes: Partial<Record<RemovalState, string>> = {
  verifying: 'Prüfung: Bewertung nicht gefunden (erste Prüfung, eine zweite folgt frühestens in 20 Stunden)',
  removed:
    'Prüfung: Bewertung nicht gefunden, zum zweiten Mal nach mindestens 20 Stunden – Entfernung bestätigt',
  reinstated: 'Prüfung: Die Bewertung ist wieder sichtbar',
  refused: 'Google: Die Bewertung verstößt nicht gegen die Richtlinien',
  cancelled: 'Kunde hat den Auftrag zurückgezogen',
};

/** A case in every state for the company (and four more verified ones), on negative reviews of different customers found 32 days ago or more. */
export async function seedRemovals(tx: Db, companyId: number, now: Date) {
  const candidates = await caseCandidates(tx, companyId, now);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  for (const [i, path] of paths.entries()) {
    const review = candidates[i];
    if (!review) return;
    const removalId = await orderCase(tx, companyId, review, i, at((path.steps[0]?.[1] ?? 24) + 24));
    await walkPath(tx, removalId, path.steps, at);
    for (const [outcome, hoursAgo] of path.checks ?? []) {
      await seedCheck(tx, companyId, removalId, review, outcome as 'found' | 'missing', at(hoursAgo));
    }
  }
}

type Candidate = Awaited<ReturnType<typeof caseCandidates>>[number];

/** One negative review per customer, of active customers with a real maps link. */
function caseCandidates(tx: Db, companyId: number, now: Date) {
  return tx
    .selectDistinctOn([reviews.customerId], {
      id: reviews.id,
      customerId: reviews.customerId,
      reviewDate: reviews.reviewDate,
      detectedAt: reviews.detectedAt,
      rating: reviews.rating,
      text: reviews.reviewText,
      price: customers.pricePerReview,
      search: reviews.searchText,
    })
    .from(reviews)
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .where(
      and(
        eq(reviews.companyId, companyId),
        lte(reviews.rating, 3),
        isNotNull(reviews.reviewDate),
        lte(reviews.detectedAt, new Date(now.getTime() - 32 * 24 * HOUR)),
        like(customers.googleMapsLink, 'https://www.google.com/maps/%'),
        eq(customers.isActive, true),
      ),
    )
    .orderBy(reviews.customerId, sql`${reviews.reviewDate} desc`)
    .limit(paths.length);
}

/** The order: the case and its first timeline entry. */
async function orderCase(tx: Db, companyId: number, review: Candidate, i: number, orderedAt: Date) {
  const deadline = deadlineFor('ordered', orderedAt);
  const [row] = await tx
    .insert(removals)
    .values({
      companyId,
      customerId: review.customerId,
      reviewId: review.id,
      reason: reasons[i % reasons.length],
      pricePerReview: review.price,
      note: i % 2 === 0 ? 'Kunde hat angerufen, Bewertung sei von einem Mitbewerber' : null,
      orderedAt,
      stateChangedAt: orderedAt,
      deadlineKind: deadline?.kind,
      deadlineOn: deadline?.on,
      dueOn: deadline?.dueOn,
      searchText: review.search ?? '',
      // As insertRemovals keeps them: the codes of the review's stored Löschchance (decision 076).
      signalsAtOrder: sql`array(select json_array_elements(${reviews.removalChance}->'signals')->>'code'
        from ${reviews} where ${reviews.id} = ${review.id})`,
    })
    .returning({ id: removals.id });
  await tx.insert(removalEvents).values({
    removalId: row.id,
    at: orderedAt,
    userName: 'Max Manager',
    fromState: null,
    toState: 'ordered',
    note: 'Löschung beauftragt',
  });
  return row.id;
}

/** Every step through the one writer of transitions, so deadlines and timeline are as in use. */
async function walkPath(
  tx: Db,
  removalId: number,
  steps: (typeof paths)[number]['steps'],
  at: (hoursAgo: number) => Date,
) {
  let state: RemovalState = 'ordered';
  let filedOn: string | null = null;
  let firstMissAt: Date | null = null;
  for (const [to, hoursAgo] of steps) {
    const when = at(hoursAgo);
    if (to === 'filed') filedOn = berlinDay(when);
    if (to === 'verifying') firstMissAt = when;
    await writeTransition(
      tx,
      { id: removalId, state, filedOn },
      {
        to,
        at: when,
        user: null,
        note: notes[to] ?? null,
        channel: to === 'filed' ? 'google' : null,
        filedOn: to === 'filed' ? filedOn : null,
        resumeState: to === 'verifying' ? state : null,
        firstMissAt: to === 'verifying' ? firstMissAt : to === 'reinstated' ? null : undefined,
      },
    );
    state = to;
  }
  // Operator moves carry the manager's name; the check's (verifying, removed, reinstated) none.
  await tx
    .update(removalEvents)
    .set({ userName: 'Max Manager' })
    .where(
      and(
        eq(removalEvents.removalId, removalId),
        inArray(removalEvents.toState, ['filed', 'refused', 'appealed', 'cancelled']),
      ),
    );
}

/** One finished check run of the case, and its outcome on the case. */
async function seedCheck(
  tx: Db,
  companyId: number,
  removalId: number,
  review: Candidate,
  outcome: 'found' | 'missing',
  when: Date,
) {
  const [run] = await tx
    .insert(removalCheckRuns)
    .values({
      companyId,
      trigger: 'scheduled',
      status: 'completed',
      startedAt: when,
      finishedAt: new Date(when.getTime() + 90_000),
      customers: 1,
      checked: 1,
      costUsd: '0.0061',
    })
    .returning({ id: removalCheckRuns.id });
  await tx.insert(removalChecks).values({
    removalId,
    checkRunId: run.id,
    checkedAt: when,
    apifyRunId: `demo${run.id}`,
    outcome,
    rating: outcome === 'found' ? review.rating : null,
    reviewText: outcome === 'found' ? review.text : null,
    costUsd: '0.0061',
  });
  await tx
    .update(removals)
    .set({ lastCheckAt: when, lastCheckOutcome: outcome })
    .where(eq(removals.id, removalId));
}
