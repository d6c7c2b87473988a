import { germanDay } from '@common/calendar-days';
import { removalDeadlineLabels, removalReasonLabels } from '@common/labels';
import type { Removal } from '@common/schemas/removal';
import { Link } from 'wouter';
import { RemovalStateBadge } from '@/components/badges/removal-state-badge';
import { LoadError } from '@/components/load-error';
import { removalCasePath } from '@/components/removals/removal-case-link';
import { StarRating } from '@/components/star-rating';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { dangerTone } from '@/lib/tones';
import { item, Section } from './activity-sections';
import { useCustomerRemovals } from './get-customer-removals';

function Deadline({ removal: r }: { removal: Removal }) {
  if (!r.deadlineKind || !r.deadlineOn) return null;
  return (
    <span className="tabular-nums">
      {removalDeadlineLabels[r.deadlineKind]} {germanDay(r.deadlineOn)}
    </span>
  );
}

/** The customer's removal cases: state, reason, next deadline, each leading to its case. */
export function CustomerRemovals({
  companyId,
  customerId,
}: {
  companyId: number | undefined;
  customerId: number;
}) {
  const cases = useCustomerRemovals(companyId, customerId);
  if (cases.isError) return <LoadError error={cases.error} onRetry={cases.refetch} />;
  if (!cases.data) return <Skeleton className="h-20" />;
  const { rows, total } = cases.data;
  return (
    <Section
      id="drawer-removals"
      title="Löschaufträge"
      shown={rows.length}
      total={total}
      empty="Keine Löschaufträge"
    >
      {rows.map((r) => (
        <li key={r.id}>
          <Link
            href={removalCasePath(r.companyId, r.id)}
            className={`${item} flex flex-col gap-1 hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-none`}
          >
            <span className="flex flex-wrap items-center gap-2">
              <RemovalStateBadge state={r.state} />
              <span className="font-medium">{removalReasonLabels[r.reason]}</span>
              {r.due && (
                <Badge variant="outline" className={dangerTone.badge}>
                  Fällig
                </Badge>
              )}
              <span className="ml-auto text-muted-foreground">
                <Deadline removal={r} />
              </span>
            </span>
            <span className="flex min-w-0 items-center gap-2 text-muted-foreground">
              <StarRating rating={r.rating} className="shrink-0" />
              <span className="truncate">
                {r.username ? `@${r.username}` : 'Unbekannt'}
                {r.reviewText ? ` · ${r.reviewText}` : ''}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </Section>
  );
}
