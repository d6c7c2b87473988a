import { STAR_COUNT } from '@common/constants';
import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/** 1 to 5 filled stars out of five (docs/product.md §9), named for screen readers. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const label = `${rating} von ${STAR_COUNT} Sternen`;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {Array.from({ length: STAR_COUNT }, (_, i) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never reorder
          key={i}
          className={cn(
            'size-4',
            i < rating ? 'fill-yellow-400 text-yellow-400' : 'text-muted-foreground/30',
          )}
          aria-hidden
        />
      ))}
    </span>
  );
}
