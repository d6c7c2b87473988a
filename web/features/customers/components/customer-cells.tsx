import { formatDate, formatDateTime } from '@common/format';
import { emailLogStatusLabelsPanel } from '@common/labels';
import type { CustomerListItem } from '@common/schemas/customer';
import { BellRing } from 'lucide-react';
import { StarRating } from '@/components/star-rating';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { dangerTone } from '@/lib/tones';

const avatarTones = [
  'bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300',
  'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  'bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300',
  'bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300',
  'bg-cyan-100 text-cyan-800 dark:bg-cyan-950 dark:text-cyan-200',
];

/** "Apotheke Bauer" → "AB"; one letter for one word. */
export function initials(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? words[words.length - 1][0] : '')).toUpperCase() || '?';
}

export function CustomerAvatar({
  customer,
  className,
}: {
  customer: { id: number; name: string };
  className?: string;
}) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
        avatarTones[customer.id % avatarTones.length],
        className,
      )}
    >
      {initials(customer.name)}
    </span>
  );
}

/** docs/product.md §4: sent green, failed red, pending (and anything unknown) yellow, labelled for the panel. */
const emailBadge = {
  sent: { variant: 'success', className: undefined },
  failed: { variant: 'outline', className: dangerTone.badge },
  pending: { variant: 'warning', className: undefined },
} as const;

export function LastEmail({ log }: { log: CustomerListItem['lastEmailLog'] }) {
  if (!log) return <span className="text-sm text-muted-foreground">Keine E-Mails</span>;
  const status = log.status in emailBadge ? log.status : 'pending';
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="text-sm whitespace-normal tabular-nums">{formatDateTime(log.createdAt)}</span>
      <Badge {...emailBadge[status]}>{emailLogStatusLabelsPanel[status]}</Badge>
    </div>
  );
}

export function LastReview({ review }: { review: CustomerListItem['lastReview'] }) {
  if (!review) return <span className="text-sm text-muted-foreground">Keine Rezensionen</span>;
  return (
    <div className="flex min-w-0 flex-col items-start gap-1">
      {review.username && <span className="max-w-full truncate text-sm font-medium">@{review.username}</span>}
      <StarRating rating={review.rating} />
      {review.reviewDate && (
        <span className="text-xs text-muted-foreground tabular-nums">{formatDate(review.reviewDate)}</span>
      )}
    </div>
  );
}

/** The customer used their unsubscribe link: no e-mail goes to them any more. */
export function OptedOutBadge({ optedOutAt }: { optedOutAt: string | null }) {
  if (!optedOutAt) return null;
  return (
    <Badge
      variant="outline"
      className={dangerTone.badge}
      title={`Abgemeldet am ${formatDateTime(optedOutAt)}`}
    >
      Abgemeldet
    </Badge>
  );
}

/**
 * 'Über Anmeldeseite': the customer came through the company's sign-up page and confirmed its
 * consent there (issue 34 point 8), in the list's row and card.
 */
export function SignupOriginLine({ fromSignup }: { fromSignup: boolean }) {
  if (!fromSignup) return null;
  return (
    <div className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
      <BellRing className="size-3 shrink-0" aria-hidden />
      <span className="truncate">Über Anmeldeseite</span>
    </div>
  );
}
