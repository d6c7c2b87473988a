import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useReturnFocus } from '@/lib/return-focus';

/**
 * The frame of the side sheets (customer drawer, invoice, removal case): a modal panel from the
 * right, full width on a phone, a sticky header (caption, title, badges, 'Schließen') and a
 * scrolling body. Opened from the address, not a Radix trigger, so on close focus goes back to
 * what opened it, else to the element `returnFocusTo` names (issue 19).
 */
export function SideSheet({
  onClose,
  returnFocusTo,
  leading,
  caption,
  title,
  badges,
  children,
}: {
  onClose(): void;
  /** A selector for the opener when the list redrew it while the sheet was open. */
  returnFocusTo?: () => string | undefined;
  /** Before the title (the customer's avatar). */
  leading?: ReactNode;
  /** The small line above the title ('Löschauftrag #7'). */
  caption?: ReactNode;
  title: ReactNode;
  /** The line of badges under the title; left out while the data loads. */
  badges?: ReactNode;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus(returnFocusTo);
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col overflow-y-auto border-l bg-background shadow-xl outline-none sm:max-w-xl"
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
        >
          <header className="sticky top-0 z-10 flex items-start gap-3 border-b bg-background px-4 py-4 sm:px-6">
            {leading}
            <div className="min-w-0 flex-1">
              {caption !== undefined && <p className="text-xs text-muted-foreground">{caption}</p>}
              <DialogPrimitive.Title className="text-lg font-semibold break-words">
                {title}
              </DialogPrimitive.Title>
              {badges && (
                <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  {badges}
                </div>
              )}
            </div>
            <DialogPrimitive.Close className="rounded-sm p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
              <XIcon className="size-5" aria-hidden />
              <span className="sr-only">Schließen</span>
            </DialogPrimitive.Close>
          </header>
          <div className="space-y-6 px-4 py-5 sm:px-6">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** A query's part of a sheet: its failure with 'Erneut versuchen', a placeholder, or its content. */
export function SheetPart<T>({
  query,
  skeleton,
  children,
}: {
  query: { data: T | undefined; isError: boolean; error: Error | null; refetch(): unknown };
  /** The placeholder's height class ('h-96'). */
  skeleton: string;
  children(data: T): ReactNode;
}) {
  if (query.isError) return <LoadError error={query.error} onRetry={query.refetch} />;
  if (query.data === undefined) return <Skeleton className={skeleton} />;
  return children(query.data);
}
