import { formatDate } from '@common/format';
import type { CustomerListItem } from '@common/schemas/customer';
import { Link } from 'wouter';
import { LoadError } from '@/components/load-error';
import { StarRating } from '@/components/star-rating';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useRecentCustomers } from '../api/get-recent-customers';
import { CustomerStatusBadge } from './customer-status-badge';

function LastReview({ review }: { review: CustomerListItem['lastReview'] }) {
  if (!review) return <span className="text-xs text-muted-foreground">Keine Rezensionen</span>;
  return (
    <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
      <StarRating rating={review.rating} className="[&_svg]:size-3" />
      {review.username && <span className="max-w-32 truncate">@{review.username}</span>}
      {review.reviewDate && <span className="tabular-nums">{formatDate(review.reviewDate)}</span>}
    </span>
  );
}

/** The company's newest customers with their status and last review (docs/product.md §2 Dashboard (new)). */
export function RecentCustomers({ companyId }: { companyId: number }) {
  const { data, isPending, isError, error, refetch } = useRecentCustomers(companyId);
  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>Neueste Kunden</CardTitle>
        <Link href={`/customers-new/${companyId}`} className="text-sm text-primary hover:underline">
          Alle anzeigen
        </Link>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="space-y-3">
            {[1, 2, 3, 4].map((n) => (
              <Skeleton key={n} className="h-10 w-full" />
            ))}
          </div>
        ) : isError ? (
          <LoadError error={error} onRetry={refetch} />
        ) : data.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">Noch keine Kunden vorhanden</p>
        ) : (
          <ul className="divide-y" aria-label="Neueste Kunden">
            {data.map((customer) => (
              <li key={customer.id} className="flex items-start justify-between gap-3 py-2.5">
                <div className="min-w-0 space-y-0.5">
                  <div className="truncate text-sm font-medium">{customer.name}</div>
                  <LastReview review={customer.lastReview} />
                </div>
                <CustomerStatusBadge status={customer.status} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
