import { AlertCircle, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { failureReason, failureText } from '@/lib/failure-text';

/**
 * A failed fetch, in place of what it would have shown. Everything a person reads is German
 * (issue 19): what could not be loaded, then the server's own message when it has one. The spec's
 * thrown text ('Failed to fetch reviews') stays the error's message and is not shown.
 * `onRetry` offers 'Erneut versuchen'.
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
  const reason = failureReason(error);
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center gap-1 py-8 text-center text-sm text-destructive', className)}
    >
      <AlertCircle className="size-5" aria-hidden />
      <p className="font-medium">{failureText(error)}</p>
      {reason && <p>{reason}</p>}
      {onRetry && (
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void onRetry()}>
          <RotateCw className="size-4" aria-hidden />
          Erneut versuchen
        </Button>
      )}
    </div>
  );
}
