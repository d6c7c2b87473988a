import { Badge } from '@/components/ui/badge';

// A light red to sit beside the light green and yellow of the success and warning variants.
const negative =
  'border-red-200 bg-red-100 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200';

/** docs/product.md §9: the badge says Negativ up to 2 stars, Neutral at 3, Positiv above (the filter's "negative" is 1-3). */
export function ReviewTypeBadge({ rating }: { rating: number }) {
  if (rating <= 2)
    return (
      <Badge variant="outline" className={negative}>
        Negativ
      </Badge>
    );
  if (rating === 3) return <Badge variant="warning">Neutral</Badge>;
  return <Badge variant="success">Positiv</Badge>;
}
