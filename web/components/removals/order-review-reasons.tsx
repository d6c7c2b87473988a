import { type RemovalReason, removalReasons } from '@common/enums';
import { removalReasonLabels } from '@common/labels';
import { StarRating } from '@/components/star-rating';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { dangerTone } from '@/lib/tones';
import type { OrderableReview } from './order-removals';
import { RemovalChanceBadge } from './removal-chance-badge';
import type { OrderReasons } from './use-order-form';

/** 'Gewählte Bewertungen': each review with its 'Grund' (Google's categories), missing ones marked once `checked`. */
export function OrderReviewReasons({
  id,
  reviews,
  reasons,
  checked,
  onReason,
}: {
  id: string;
  reviews: OrderableReview[];
  reasons: OrderReasons;
  checked: boolean;
  onReason(reviewId: number, reason: RemovalReason): void;
}) {
  return (
    <ul className="divide-y rounded-md border" aria-label="Gewählte Bewertungen">
      {reviews.map((r) => {
        const fieldId = `${id}-reason-${r.id}`;
        const invalid = checked && !reasons[r.id];
        return (
          <li key={r.id} className="space-y-2 px-3 py-3 text-sm">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <StarRating rating={r.rating} />
              <span className="font-medium break-words">{r.username ? `@${r.username}` : 'Unbekannt'}</span>
              <RemovalChanceBadge chance={r.removalChance} />
            </div>
            <p className="line-clamp-2 break-words text-muted-foreground" title={r.reviewText ?? undefined}>
              {r.reviewText?.trim() || 'Keine Bewertung verfügbar'}
            </p>
            <div className="grid gap-1.5 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-3">
              <Label htmlFor={fieldId}>Grund</Label>
              <Select value={reasons[r.id] ?? ''} onValueChange={(v) => onReason(r.id, v as RemovalReason)}>
                <SelectTrigger
                  id={fieldId}
                  className="w-full"
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? `${fieldId}-error` : undefined}
                >
                  <SelectValue placeholder="Grund wählen" />
                </SelectTrigger>
                <SelectContent>
                  {removalReasons.map((reason) => (
                    <SelectItem key={reason} value={reason}>
                      {removalReasonLabels[reason]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {r.removalChance?.suggestedReason && reasons[r.id] === r.removalChance.suggestedReason && (
                <p className="text-xs text-muted-foreground sm:col-start-2">Vorschlag der Löschchance</p>
              )}
              {invalid && (
                <p id={`${fieldId}-error`} className={`${dangerTone.message} sm:col-start-2`}>
                  Bitte einen Grund wählen.
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
