import { UserPlus, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder rows in the shape of the list while the first page loads. */
export function CustomersSkeleton() {
  return (
    <div role="status" className="space-y-3" aria-busy="true" aria-label="Kunden werden geladen">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className="flex items-center gap-3 rounded-lg border p-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-3/5" />
          </div>
          <Skeleton className="hidden h-6 w-24 rounded-full sm:block" />
        </div>
      ))}
    </div>
  );
}

interface EmptyProps {
  /** A search or status filter is active: nothing matched, rather than nothing exists. */
  filtered: boolean;
  onAdd?: () => void;
}

export function CustomersEmpty({ filtered, onAdd }: EmptyProps) {
  if (filtered) return <p className="py-12 text-center text-muted-foreground">Keine Kunden gefunden</p>;
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center">
      <Users className="size-10 text-muted-foreground/60" aria-hidden />
      <p className="font-medium">Noch keine Kunden vorhanden</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        Fügen Sie Ihren ersten Kunden hinzu, um seine Google-Bewertungen zu überwachen.
      </p>
      {onAdd && (
        <Button onClick={onAdd}>
          <UserPlus className="size-4" aria-hidden />
          Ersten Kunden hinzufügen
        </Button>
      )}
    </div>
  );
}
