import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The loading, error or empty state in place of a list (an error's LoadError announces itself). */
export function ListState({ kind, children }: { kind: 'loading' | 'error' | 'empty'; children: ReactNode }) {
  return (
    <div
      role={kind === 'error' ? undefined : 'status'}
      className={cn(
        'flex min-h-48 items-center justify-center gap-2 rounded-md border border-dashed p-6 text-center',
        kind === 'error' ? 'border-destructive/40 text-destructive' : 'text-muted-foreground',
      )}
    >
      {kind === 'loading' && <Loader2 className="size-5 animate-spin" aria-hidden />}
      {children}
    </div>
  );
}
