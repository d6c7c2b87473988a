import { berlinDay, germanDay } from '@common/calendar-days';
import { formatDateTime } from '@common/format';
import { removalChannelLabels, removalCheckOutcomeLabels, removalReasonLabels } from '@common/labels';
import type { RemovalDetail } from '@common/schemas/removal';
import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { RemovalStateBadge } from '@/components/badges/removal-state-badge';
import { LoadError } from '@/components/load-error';
import { NetPrice } from '@/components/net-price';
import { GoogleReviewLink } from '@/components/removals/google-review-link';
import { StarRating } from '@/components/star-rating';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useReturnFocus } from '@/lib/return-focus';
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
  const { data: r, isError, error, refetch } = useRemoval(id);
  // Closed, focus goes back to the row's link that opened the case (issue 19).
  const returnFocus = useReturnFocus(() => `[data-removal-link="${id}"]`);
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col overflow-y-auto border-l bg-background shadow-xl outline-none sm:max-w-xl"
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
        >
          <header className="sticky top-0 z-10 flex items-start gap-3 border-b bg-background px-4 py-4 sm:px-6">
            <div className="min-w-0 flex-1">
              <p className="text-xs text-muted-foreground">Löschauftrag #{id}</p>
              <DialogPrimitive.Title className="text-lg font-semibold break-words">
                {r?.customerName ?? 'Löschauftrag'}
              </DialogPrimitive.Title>
              {r && (
                <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  <RemovalStateBadge state={r.state} />
                  <span>{removalReasonLabels[r.reason]}</span>
                </div>
              )}
            </div>
            <DialogPrimitive.Close className="rounded-sm p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
              <XIcon className="size-5" aria-hidden />
              <span className="sr-only">Schließen</span>
            </DialogPrimitive.Close>
          </header>
          <div className="space-y-6 px-4 py-5 sm:px-6">
            {isError ? (
              <LoadError error={error} onRetry={refetch} />
            ) : !r ? (
              <Skeleton className="h-96" />
            ) : (
              <SheetBody removal={r} onAction={onAction} />
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
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

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}
