import { AlertCircle, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

/**
 * A failed fetch, in place of what it would have shown. What a person reads is German: a sentence,
 * then the server's own message when it has one; the spec's thrown text ('Failed to fetch
 * reviews') follows small, as the technical detail. `onRetry` offers 'Erneut versuchen'.
 */
export function LoadError({
  error,
  className,
  onRetry,
}: {
  error: Error | null;
  className?: string;
  onRetry?: () => unknown;
}) {
  const server = error?.cause ? errorMessage(error.cause, '') : '';
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center gap-1 py-8 text-center text-sm text-destructive', className)}
    >
      <AlertCircle className="size-5" aria-hidden />
      <p className="font-medium">Daten konnten nicht geladen werden.</p>
      {server && server !== error?.message && <p>{server}</p>}
      {error?.message && <p className="text-xs text-destructive/70">Technische Angabe: {error.message}</p>}
      {onRetry && (
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void onRetry()}>
          <RotateCw className="size-4" aria-hidden />
          Erneut versuchen
        </Button>
      )}
    </div>
  );
}
