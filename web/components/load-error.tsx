import { AlertCircle } from 'lucide-react';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

/**
 * A failed fetch, in place of what it would have shown: a German sentence first, then the
 * spec's thrown text ('Failed to fetch reviews') and the server's own message when it has one.
 */
export function LoadError({ error, className }: { error: Error | null; className?: string }) {
  const cause = error?.cause ? errorMessage(error.cause) : null;
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center gap-1 py-8 text-center text-sm text-destructive', className)}
    >
      <AlertCircle className="size-5" aria-hidden />
      <p className="font-medium">Daten konnten nicht geladen werden.</p>
      <p className="text-xs text-destructive/80">
        {error?.message}
        {cause && cause !== error?.message ? ` – ${cause}` : ''}
      </p>
    </div>
  );
}
