import { Badge } from '@/components/ui/badge';
import { dangerTone } from '@/lib/tones';

/** docs/product.md §9: the badge says Negativ up to 2 stars, Neutral at 3, Positiv above (the filter's "negative" is 1-3). */
export function ReviewTypeBadge({ rating }: { rating: number }) {
  if (rating <= 2)
    return (
      <Badge variant="outline" className={dangerTone.badge}>
        Negativ
      </Badge>
    );
  if (rating === 3) return <Badge variant="warning">Neutral</Badge>;
  return <Badge variant="success">Positiv</Badge>;
}
