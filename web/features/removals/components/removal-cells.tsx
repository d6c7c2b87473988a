import type { RemovalReason } from '@common/enums';
import { removalCheckOutcomeLabels, removalReasonLabels, removalSourceLabels } from '@common/labels';
import type { Removal } from '@common/schemas/removal';
import { AlertTriangle, Clock } from 'lucide-react';
import { DateTime } from '@/components/date-time';
import { GoogleReviewLink } from '@/components/removals/google-review-link';
import { StarRating } from '@/components/star-rating';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { dangerTone } from '@/lib/tones';
import { deadlineText } from '../removal-text';

// Where the long compounds of the reasons may break in a narrow column (soft hyphens: a hyphen
// shows only at a break; Chromium on Linux has no German hyphenation of its own).
const breaks: [string, string][] = [
  ['Tatsachenbehauptung', 'Tatsachen\u00adbehauptung'],
  ['Kundenkontakt', 'Kunden\u00adkontakt'],
  ['Interessenkonflikt', 'Interessen\u00adkonflikt'],
  ['Personenbezogene', 'Personen\u00adbezogene'],
  ['Schmähkritik', 'Schmäh\u00adkritik'],
];

/** The reason's German label, breakable inside its long words. */
function ReasonText({ reason }: { reason: RemovalReason }) {
  const text = breaks.reduce((t, [word, split]) => t.replace(word, split), removalReasonLabels[reason]);
  return <span className="break-words">{text}</span>;
}

/** The reason, and 'Kundenportal' under it when the owner ordered the case there (decision 071). */
export function ReasonCell({ removal: r }: { removal: Removal }) {
  return (
    <div className="min-w-0 space-y-1">
      <ReasonText reason={r.reason} />
      {r.source === 'portal' && (
        <Badge variant="outline" className="block w-fit">
          {removalSourceLabels.portal}
        </Badge>
      )}
    </div>
  );
}

/** Stars, author, two lines of the text and the link to the review on Google. */
export function ReviewCell({ removal: r }: { removal: Removal }) {
  return (
    <div className="min-w-0 space-y-0.5">
      <div className="flex flex-wrap items-center gap-x-2">
        <StarRating rating={r.rating} />
        <span className="min-w-0 truncate text-xs text-muted-foreground">{r.username || 'Unbekannt'}</span>
      </div>
      {r.reviewText?.trim() ? (
        <p className="line-clamp-2 break-words" title={r.reviewText}>
          {r.reviewText}
        </p>
      ) : (
        <p className="text-muted-foreground italic">Keine Bewertung verfügbar</p>
      )}
      <GoogleReviewLink url={r.reviewUrl} />
    </div>
  );
}

/** 'Melden bis' over '12.03.2026'; a due one marked 'Fällig', a passed one 'Überfällig'. */
export function DeadlineCell({ removal, today }: { removal: Removal; today: string }) {
  const d = deadlineText(removal, today);
  if (!d) return <span className="text-muted-foreground">-</span>;
  return (
    <div className="min-w-0">
      <span className="text-xs text-muted-foreground md:block">{d.label}</span>{' '}
      <span className={cn('tabular-nums', d.urgency !== 'none' && 'font-medium')}>{d.date}</span>
      {d.urgency !== 'none' && (
        <Badge
          variant={d.urgency === 'due' ? 'warning' : 'outline'}
          className={cn('ml-2 md:mt-0.5 md:ml-0 md:flex', d.urgency === 'overdue' && dangerTone.badge)}
        >
          {d.urgency === 'due' ? <Clock aria-hidden /> : <AlertTriangle aria-hidden />}
          {d.urgency === 'due' ? 'Fällig' : 'Überfällig'}
        </Badge>
      )}
    </div>
  );
}

/** When the check last looked for the review, and what it found. */
export function LastCheckCell({ removal: r }: { removal: Removal }) {
  if (!r.lastCheckAt || !r.lastCheckOutcome)
    return <span className="text-muted-foreground">Noch nicht geprüft</span>;
  const failed = r.lastCheckOutcome === 'failed' || r.lastCheckOutcome === 'short';
  return (
    <div className="min-w-0">
      <DateTime value={r.lastCheckAt} />{' '}
      <span className={cn('text-xs md:block', failed ? 'text-destructive' : 'text-muted-foreground')}>
        {removalCheckOutcomeLabels[r.lastCheckOutcome]}
      </span>
    </div>
  );
}
