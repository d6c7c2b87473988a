import { ExternalLink } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * 'Auf Google ansehen' for a review whose address the scraper gave; nothing for reviews stored
 * before it was kept.
 */
export function GoogleReviewLink({ url, className }: { url: string | null | undefined; className?: string }) {
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex items-center gap-1 text-xs text-primary underline-offset-2 hover:underline',
        className,
      )}
    >
      Auf Google ansehen
      <ExternalLink aria-hidden className="size-3" />
      <span className="sr-only">(öffnet in neuem Tab)</span>
    </a>
  );
}
