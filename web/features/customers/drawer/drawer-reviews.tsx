import { formatDate } from '@common/format';
import type { CustomerActivity } from '@common/schemas/customer-activity';
import { useState } from 'react';
import { RemovalStateBadge } from '@/components/badges/removal-state-badge';
import { ReviewTypeBadge } from '@/components/badges/review-type-badge';
import { GoogleReviewLink } from '@/components/removals/google-review-link';
import { OrderRemovalDialog } from '@/components/removals/order-removal-dialog';
import { canOrderRemoval, useCanOrderRemovals } from '@/components/removals/order-removals';
import { RemovalCaseLink } from '@/components/removals/removal-case-link';
import { RemovalChanceBadge } from '@/components/removals/removal-chance-badge';
import { StarRating } from '@/components/star-rating';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { item, Section } from './activity-sections';

type DrawerReview = CustomerActivity['reviews'][number];

/**
 * The customer's newest reviews with their removal cases; a manager or admin chooses several 1–3
 * star reviews without an open case and orders their removal at once.
 */
export function DrawerReviews({
  activity: a,
  customerId,
  companyId,
}: {
  activity: CustomerActivity;
  customerId: number;
  /** For the links to the cases; undefined while the customer loads. */
  companyId: number | undefined;
}) {
  const canOrder = useCanOrderRemovals();
  const orderable = canOrder ? a.reviews.filter(canOrderRemoval) : [];
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [ordering, setOrdering] = useState<DrawerReview[]>([]);
  // Only what is still orderable counts (a review may have got its case meanwhile).
  const selected = orderable.filter((r) => chosen.has(r.id));
  const toggle = (id: number, on: boolean) =>
    setChosen((all) => {
      const next = new Set(all);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allChosen = orderable.length > 0 && selected.length === orderable.length;

  const actions =
    orderable.length > 0 ? (
      <div className="mb-2 flex flex-wrap items-center gap-2 rounded-md bg-muted/60 px-3 py-2 text-sm">
        <span className="text-muted-foreground">
          {selected.length === 0
            ? 'Negative Bewertungen zur Löschung wählen'
            : `${selected.length} von ${orderable.length} gewählt`}
        </span>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="ml-auto"
          onClick={() => setChosen(allChosen ? new Set() : new Set(orderable.map((r) => r.id)))}
        >
          {allChosen ? 'Auswahl aufheben' : 'Alle wählen'}
        </Button>
        <Button
          type="button"
          size="sm"
          disabled={selected.length === 0}
          onClick={() => setOrdering(selected)}
        >
          {selected.length > 1 ? `${selected.length} Löschaufträge anlegen` : 'Löschauftrag anlegen'}
        </Button>
      </div>
    ) : null;

  return (
    <>
      <Section
        id="drawer-reviews"
        title="Rezensionen"
        shown={a.reviews.length}
        total={a.reviewTotal}
        empty="Keine Rezensionen"
        actions={actions}
      >
        {a.reviews.map((r) => {
          const canChoose = orderable.includes(r);
          const checkId = `drawer-review-${r.id}`;
          return (
            <li key={r.id} className={`${item} flex gap-3`}>
              {orderable.length > 0 && (
                <div className="w-4 shrink-0 pt-0.5">
                  {canChoose && (
                    <Checkbox
                      id={checkId}
                      checked={chosen.has(r.id)}
                      onCheckedChange={(on) => toggle(r.id, on === true)}
                      aria-label={`Bewertung von ${r.username ? `@${r.username}` : 'Unbekannt'} zur Löschung wählen`}
                    />
                  )}
                </div>
              )}
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <StarRating rating={r.rating} />
                  <ReviewTypeBadge rating={r.rating} />
                  <RemovalChanceBadge chance={r.removalChance} />
                  {r.isArchived && <Badge variant="secondary">Archiviert</Badge>}
                  {r.removal &&
                    (companyId ? (
                      <RemovalCaseLink companyId={companyId} removal={r.removal} />
                    ) : (
                      <RemovalStateBadge state={r.removal.state} />
                    ))}
                  <span className="ml-auto text-muted-foreground tabular-nums">
                    {formatDate(r.reviewDate)}
                  </span>
                </div>
                <p className="text-muted-foreground">{r.username ? `@${r.username}` : 'Unbekannt'}</p>
                <p className="line-clamp-3 break-words">{r.reviewText || 'Keine Bewertung verfügbar'}</p>
                <GoogleReviewLink url={r.reviewUrl} />
              </div>
            </li>
          );
        })}
      </Section>
      <OrderRemovalDialog
        reviews={ordering}
        customerId={customerId}
        onClose={() => setOrdering([])}
        onOrdered={() => setChosen(new Set())}
      />
    </>
  );
}
