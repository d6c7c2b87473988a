import { berlinDay, germanDay } from '@common/calendar-days';
import { formatDateTime } from '@common/format';
import {
  removalChannelLabels,
  removalCheckOutcomeLabels,
  removalReasonLabels,
  removalSourceLabels,
} from '@common/labels';
import type { RemovalDetail } from '@common/schemas/removal';
import type { ReactNode } from 'react';
import { RemovalStateBadge } from '@/components/badges/removal-state-badge';
import { NetPrice } from '@/components/net-price';
import { GoogleReviewLink } from '@/components/removals/google-review-link';
import { SheetPart, SideSheet } from '@/components/side-sheet';
import { StarRating } from '@/components/star-rating';
import { Button } from '@/components/ui/button';
import { useRemoval } from '../api/get-removal';
import { DeadlineCell } from '../components/removal-cells';
import { RemovalInvoiceAction } from '../components/removal-invoice';
import { nextActions, type RemovalAction } from '../removal-text';
import { AddNoteForm } from './add-note-form';
import { RemovalProof } from './removal-proof';
import { RemovalTimeline } from './removal-timeline';

/**
 * One removal case from the side, as the customer drawer: the review, the order, the moves a
 * manager may make, the timeline (oldest first), a note anyone may add, and the checks as proof
 * (newest first). Its id stands in the address (`?removal=`), so a link to it can be shared.
 */
export default function RemovalSheet({
  id,
  onClose,
  onAction,
}: {
  id: number;
  onClose(): void;
  onAction?: (removal: RemovalDetail, action: RemovalAction) => void;
}) {
  const removal = useRemoval(id);
  const r = removal.data;
  return (
    <SideSheet
      onClose={onClose}
      // Closed, focus goes back to the row's link that opened the case (issue 19).
      returnFocusTo={() => `[data-removal-link="${id}"]`}
      caption={`Löschauftrag #${id}`}
      title={r?.customerName ?? 'Löschauftrag'}
      badges={
        r && (
          <>
            <RemovalStateBadge state={r.state} />
            <span>{removalReasonLabels[r.reason]}</span>
          </>
        )
      }
    >
      <SheetPart query={removal} skeleton="h-96">
        {(loaded) => <SheetBody removal={loaded} onAction={onAction} />}
      </SheetPart>
    </SideSheet>
  );
}

function SheetBody({
  removal: r,
  onAction,
}: {
  removal: RemovalDetail;
  onAction?: (removal: RemovalDetail, action: RemovalAction) => void;
}) {
  const today = berlinDay(new Date());
  const actions = onAction ? nextActions(r, today) : [];
  return (
    <>
      <ReviewSection removal={r} />

      <section aria-labelledby="removal-order" className="space-y-2">
        <h3 id="removal-order" className="text-sm font-semibold">
          Auftrag
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <Row term="Grund">{removalReasonLabels[r.reason]}</Row>
          <Row term="Preis">
            <NetPrice value={r.pricePerReview} companyId={r.companyId} />
          </Row>
          <Row term="Beauftragt am">{formatDateTime(r.orderedAt)}</Row>
          <Row term="Beauftragt über">{removalSourceLabels[r.source]}</Row>
          <Row term="Meldeweg">{r.channel ? removalChannelLabels[r.channel] : '-'}</Row>
          <Row term="Gemeldet am">{r.filedOn ? germanDay(r.filedOn) : '-'}</Row>
          <Row term="Nächste Frist">
            <DeadlineCell removal={r} today={today} />
          </Row>
          <Row term="Letzte Prüfung">
            {r.lastCheckAt && r.lastCheckOutcome
              ? `${formatDateTime(r.lastCheckAt)} · ${removalCheckOutcomeLabels[r.lastCheckOutcome]}`
              : 'Noch nicht geprüft'}
          </Row>
          {r.note && <Row term="Notiz zum Auftrag">{r.note}</Row>}
          {r.state === 'removed' && (
            <Row term="Rechnung">{r.invoiceId === null ? 'Noch nicht abgerechnet' : 'Abgerechnet'}</Row>
          )}
        </dl>
        {r.state === 'removed' && (r.invoiceId !== null || onAction) && (
          <div className="space-y-1.5 pt-2">
            <RemovalInvoiceAction removal={r} canCreate={!!onAction} />
            {r.invoiceId === null && (
              <p className="text-xs text-muted-foreground">
                Der Entwurf enthält alle entfernten, noch nicht abgerechneten Bewertungen dieses Kunden.
              </p>
            )}
          </div>
        )}
        {actions.length > 0 && (
          <div className="flex flex-wrap gap-2 pt-2">
            {actions.map((a) => (
              <Button
                key={a.to}
                size="sm"
                // Moves not possible today stay offered (the dialog says why), but do not look like the next step.
                variant={a.to === 'cancelled' || a.refusal ? 'outline' : 'default'}
                onClick={() => onAction?.(r, a)}
              >
                {a.label}
              </Button>
            ))}
          </div>
        )}
      </section>

      <RemovalTimeline events={r.events} />
      <AddNoteForm key={r.id} removalId={r.id} />
      <RemovalProof checks={r.checks} />
    </>
  );
}

/** The review the case is about, with its link on Google. */
function ReviewSection({ removal: r }: { removal: RemovalDetail }) {
  return (
    <section aria-labelledby="removal-review" className="space-y-2">
      <h3 id="removal-review" className="text-sm font-semibold">
        Bewertung
      </h3>
      <div className="space-y-1.5 rounded-md border px-3 py-2.5 text-sm">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StarRating rating={r.rating} />
          <span className="font-medium">{r.username || 'Unbekannt'}</span>
          {r.reviewDate && (
            <span className="text-muted-foreground tabular-nums">{formatDateTime(r.reviewDate)}</span>
          )}
        </div>
        {r.reviewText?.trim() ? (
          <p className="break-words whitespace-pre-line">{r.reviewText}</p>
        ) : (
          <p className="text-muted-foreground italic">Keine Bewertung verfügbar</p>
        )}
        <GoogleReviewLink url={r.reviewUrl} />
      </div>
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}
