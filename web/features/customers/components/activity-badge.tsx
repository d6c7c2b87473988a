import { NEGATIVE_RATING_MAX } from '@common/constants';
import type { CustomerListItem } from '@common/schemas/customer';
import { Badge } from '@/components/ui/badge';
import { dangerTone } from '@/lib/tones';

/** The old page's badge (docs/product.md §2 Customers (old)), checked in this order. */
export function ActivityBadge({ customer }: { customer: Pick<CustomerListItem, 'isActive' | 'lastReview'> }) {
  if (!customer.isActive) return <Badge variant="secondary">Inaktiv</Badge>;
  if (!customer.lastReview) return <Badge variant="outline">Keine Bewertungen</Badge>;
  if (customer.lastReview.rating <= NEGATIVE_RATING_MAX)
    return (
      <Badge variant="outline" className={dangerTone.badge}>
        Negative Bewertung
      </Badge>
    );
  return <Badge variant="success">Aktiv</Badge>;
}
