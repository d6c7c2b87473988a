import { useQueryClient } from '@tanstack/react-query';
import { Loader2, SearchCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useStartRemovalCheck } from '../api/start-removal-check';

/**
 * 'Jetzt prüfen': looks for every open case's review now instead of after the morning scan. The
 * server answers at once and the check runs as a job. There is no status to follow, so the cases
 * are read again once a check of a few customers is usually done.
 */
export function CheckNowButton({ companyId }: { companyId: number }) {
  const queryClient = useQueryClient();
  const start = useStartRemovalCheck(companyId);
  const onClick = () =>
    start.mutate(undefined, {
      onSuccess: () => {
        setTimeout(() => void queryClient.invalidateQueries({ queryKey: queryKeys.removals }), 10_000);
        toast({
          title: 'Prüfung gestartet',
          description: 'Die offenen Löschaufträge werden jetzt auf Google gesucht.',
        });
      },
      onError: (error) =>
        toast({ title: 'Prüfung fehlgeschlagen', description: errorMessage(error), variant: 'destructive' }),
    });
  return (
    <Button variant="outline" onClick={onClick} disabled={start.isPending}>
      {start.isPending ? (
        <Loader2 className="size-4 animate-spin" aria-hidden />
      ) : (
        <SearchCheck className="size-4" aria-hidden />
      )}
      Jetzt prüfen
    </Button>
  );
}
