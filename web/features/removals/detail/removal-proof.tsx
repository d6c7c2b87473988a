import { formatDateTime, formatUsd } from '@common/format';
import { removalCheckOutcomeLabels } from '@common/labels';
import type { RemovalCheck } from '@common/schemas/removal';
import { StarRating } from '@/components/star-rating';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { dangerTone } from '@/lib/tones';

const outcomeStyle: Record<
  RemovalCheck['outcome'],
  { variant: 'outline' | 'success' | 'warning'; className?: string }
> = {
  found: { variant: 'outline' },
  missing: { variant: 'success' },
  raised: { variant: 'success' },
  failed: { variant: 'outline', className: dangerTone.badge },
  short: { variant: 'warning' },
};

/**
 * 'Nachweis': every check of the review, newest first: when, what it found, the rating and text as
 * last seen, the Apify run and its cost (US dollars, as Apify bills them), and why a run did not count.
 */
export function RemovalProof({ checks }: { checks: RemovalCheck[] }) {
  return (
    <section aria-labelledby="removal-proof" className="space-y-2">
      <h3 id="removal-proof" className="text-sm font-semibold">
        Nachweis <span className="font-normal text-muted-foreground tabular-nums">({checks.length})</span>
      </h3>
      {checks.length === 0 ? (
        <p className="text-sm text-muted-foreground">Noch keine Prüfung.</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {checks.map((c) => {
            const style = outcomeStyle[c.outcome];
            return (
              <li key={c.id} className="space-y-1 px-3 py-2 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="tabular-nums">{formatDateTime(c.checkedAt)}</span>
                  <Badge variant={style.variant} className={style.className}>
                    {removalCheckOutcomeLabels[c.outcome]}
                  </Badge>
                </div>
                {(c.rating !== null || c.reviewText) && (
                  <div className="space-y-0.5 rounded bg-muted/50 px-2 py-1.5">
                    <p className="text-xs text-muted-foreground">Zuletzt gesehen</p>
                    {c.rating !== null && <StarRating rating={c.rating} />}
                    {c.reviewText && <p className="break-words">{c.reviewText}</p>}
                  </div>
                )}
                {c.message && (
                  <p
                    className={cn(
                      'break-words',
                      c.outcome === 'failed' ? 'text-destructive' : 'text-muted-foreground',
                    )}
                  >
                    {c.message}
                  </p>
                )}
                <p className="text-xs text-muted-foreground">
                  {c.apifyRunId ? (
                    <>
                      Apify-Lauf <span className="font-mono">{c.apifyRunId}</span>
                    </>
                  ) : (
                    'Kein Apify-Lauf'
                  )}
                  {c.costUsd !== null && ` · Kosten ${formatUsd(c.costUsd)}`}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
