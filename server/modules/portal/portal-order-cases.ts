// The cases of a portal order in the owner's words (PortalCase), as the order's answer shows them.
// The portal page's view of every case (timeline, proof) is built by GET /api/portal/{token}.
import { germanDay } from '../../../common/calendar-days';
import { removalStateLabels } from '../../../common/labels';
import type { PortalCase, PortalOrderItemProof } from '../../../common/schemas/portal';
import type { Db } from '../../db/client';
import { getCasesOfReviews } from './portal-orders.queries';

type CaseRow = Awaited<ReturnType<typeof getCasesOfReviews>>[number];

/** What happens next, in plain words; null when the case waits for nothing dated. */
function nextStep(c: CaseRow): string | null {
  if (c.state === 'ordered' && c.deadlineOn) {
    return `Wir melden die Bewertung bis zum ${germanDay(c.deadlineOn)} bei Google.`;
  }
  return null;
}

/** The order's cases in the order of its items. */
export async function portalCasesOf(
  db: Db,
  items: Pick<PortalOrderItemProof, 'reviewId'>[],
): Promise<(PortalCase & { reviewId: number })[]> {
  const rows = await getCasesOfReviews(
    db,
    items.map((i) => i.reviewId),
  );
  const byReview = new Map(rows.map((r) => [r.reviewId, r]));
  return items.flatMap((item) => {
    const c = byReview.get(item.reviewId);
    if (!c) return [];
    return [
      {
        id: c.id,
        reviewId: c.reviewId,
        state: c.state,
        stateLabel: removalStateLabels[c.state],
        next: nextStep(c),
        orderedAt: c.orderedAt.toISOString(),
        reason: c.reason,
        price: c.price,
        timeline: [{ at: c.orderedAt.toISOString(), text: 'Beauftragt über das Kundenportal' }],
        proof: [],
      },
    ];
  });
}
