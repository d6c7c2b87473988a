import type { Alert } from '@common/schemas/alert';
import { CheckCheck, Loader2 } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useAlertList, useMarkAlertsRead } from '../api/alerts';
import { AlertItem } from './alert-item';

/** The popover's content: the heading with 'Alle als gelesen markieren', the list, 'Ältere laden'. */
export function AlertPanel({ unread, onDone }: { unread: number; onDone(): void }) {
  const list = useAlertList(true);
  const markRead = useMarkAlertsRead();
  const alerts: Alert[] = list.data?.pages.flatMap((p) => p.alerts) ?? [];
  const newest = alerts[0]?.id;

  const markAll = () =>
    markRead.mutate(newest, {
      onError: (error) =>
        toast({
          title: 'Nicht als gelesen markiert',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    });

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b py-2 pr-2 pl-4">
        <h2 className="shrink-0 font-semibold text-sm">Benachrichtigungen</h2>
        <Button
          variant="ghost"
          size="sm"
          className="h-auto min-h-8 min-w-0 shrink whitespace-normal px-2 py-1 text-right text-xs"
          disabled={unread === 0 || markRead.isPending}
          onClick={markAll}
        >
          <CheckCheck className="hidden sm:block" aria-hidden />
          Alle als gelesen markieren
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {list.isPending ? (
          <p className="flex items-center gap-2 px-4 py-6 text-muted-foreground text-sm">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            Benachrichtigungen werden geladen …
          </p>
        ) : list.isError ? (
          <LoadError error={list.error} className="px-4 py-6" onRetry={() => list.refetch()} />
        ) : alerts.length === 0 ? (
          <p className="px-4 py-6 text-center text-muted-foreground text-sm">Keine Benachrichtigungen.</p>
        ) : (
          <ul aria-label="Benachrichtigungen" className="divide-y">
            {alerts.map((alert) => (
              <AlertItem key={alert.id} alert={alert} onDone={onDone} />
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <div className="border-t p-2 text-center">
            <Button
              variant="ghost"
              size="sm"
              disabled={list.isFetchingNextPage}
              onClick={() => list.fetchNextPage()}
            >
              {list.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden />}
              Ältere laden
            </Button>
          </div>
        )}
      </div>
    </>
  );
}
