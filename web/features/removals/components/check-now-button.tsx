import { formatDateTime } from '@common/format';
import type { RemovalCheckStatus } from '@common/schemas/removal';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2, SearchCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useRemovalCheckStatus, useStartRemovalCheck } from '../api/start-removal-check';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Beendet um 14:03: 1 nicht mehr gefunden, 2 noch sichtbar, 1 ohne Nachweis.' */
export function checkResultText(run: RemovalCheckStatus) {
  const o = run.outcomes;
  const gone = o.missing + o.raised;
  const unusable = o.failed + o.short;
  const parts = [
    gone > 0 ? `${count(gone, 'Bewertung', 'Bewertungen')} nicht mehr gefunden` : '',
    o.found > 0 ? `${o.found} noch sichtbar` : '',
    unusable > 0 ? `${unusable} ohne Nachweis (Lauf fehlgeschlagen oder unvollständig)` : '',
  ].filter(Boolean);
  const when = run.finishedAt ? formatDateTime(run.finishedAt) : '';
  if (run.status === 'failed') return `Prüfung abgebrochen (${when}). Bitte später erneut versuchen.`;
  if (parts.length === 0) return `Prüfung beendet (${when}): kein offener Löschauftrag zu prüfen.`;
  return `Prüfung beendet (${when}): ${parts.join(', ')}.`;
}

/**
 * 'Jetzt prüfen': looks for every open case's review now instead of after the morning scan. The
 * server answers at once and the check runs as a job; the button follows it (customers checked of
 * all) and says when it ended and what it found, then the cases are read again (issue 34 point 8).
 */
export function CheckNowButton({ companyId }: { companyId: number }) {
  const queryClient = useQueryClient();
  const start = useStartRemovalCheck(companyId);
  const [runId, setRunId] = useState<number | null>(null);
  const status = useRemovalCheckStatus(companyId, runId);
  const run = status.data;
  const running = start.isPending || (runId !== null && (!run || run.status === 'running'));
  const announced = useRef<number | null>(null);

  useEffect(() => {
    if (!run || run.status === 'running' || announced.current === run.id) return;
    announced.current = run.id;
    void queryClient.invalidateQueries({ queryKey: queryKeys.removals });
    toast({
      title: run.status === 'failed' ? 'Prüfung abgebrochen' : 'Prüfung beendet',
      description: checkResultText(run),
      variant: run.status === 'failed' ? 'destructive' : undefined,
    });
  }, [run, queryClient]);

  const onClick = () =>
    start.mutate(undefined, {
      onSuccess: (started) => {
        announced.current = null;
        setRunId(started.id);
        toast({
          title: 'Prüfung gestartet',
          description: 'Die offenen Löschaufträge werden jetzt auf Google gesucht.',
        });
      },
      onError: (error) =>
        toast({ title: 'Prüfung fehlgeschlagen', description: errorMessage(error), variant: 'destructive' }),
    });

  let progress = '';
  if (running) {
    progress =
      run && run.customers > 0
        ? `Prüft … ${run.checked} von ${count(run.customers, 'Kunde', 'Kunden')} geprüft`
        : 'Prüfung läuft …';
  } else if (run) {
    progress = checkResultText(run);
  }

  return (
    <div className="flex flex-col items-stretch gap-1.5 sm:items-end">
      <Button variant="outline" onClick={onClick} disabled={running}>
        {running ? (
          <Loader2 className="size-4 animate-spin" aria-hidden />
        ) : (
          <SearchCheck className="size-4" aria-hidden />
        )}
        {running ? 'Prüfung läuft' : 'Jetzt prüfen'}
      </Button>
      <p
        role="status"
        className="max-w-md text-xs text-muted-foreground sm:text-right"
        data-testid="check-progress"
      >
        {progress}
      </p>
    </div>
  );
}
