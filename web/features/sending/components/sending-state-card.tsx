import { formatDateTime } from '@common/format';
import { Send } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSendingState } from '../api/get-sending-state';

/** The company's mailbox at a glance: sent in 24 hours against the cap, waiting mails, opt-outs. */
export function SendingStateCard({ companyId }: { companyId: number }) {
  const { data, isPending, isError, error, refetch } = useSendingState(companyId);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Send className="size-5 text-primary" aria-hidden />
          <h2>E-Mail-Versand</h2>
        </CardTitle>
        <CardDescription>Tageslimit, wartende E-Mails und Abmeldungen</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-24" />
        ) : isError ? (
          <LoadError error={error} className="py-4" onRetry={refetch} />
        ) : (
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-3 text-sm">
            <dt className="text-muted-foreground">Gesendet in 24 Stunden</dt>
            <dd className="text-right font-medium tabular-nums">
              {data.sentLast24h} von {data.cap}
            </dd>
            <div className="col-span-2 h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
              <div
                className={data.sentLast24h >= data.cap ? 'h-full bg-destructive' : 'h-full bg-primary'}
                style={{ width: `${Math.min(100, (data.sentLast24h / Math.max(1, data.cap)) * 100)}%` }}
              />
            </div>
            <dt className="text-muted-foreground">Wartende E-Mails</dt>
            <dd className="text-right font-medium tabular-nums">
              {data.waiting}
              {data.nextAttemptAt && (
                <span className="block text-xs font-normal text-muted-foreground">
                  nächste ab {formatDateTime(data.nextAttemptAt)}
                </span>
              )}
            </dd>
            <dt className="text-muted-foreground">Abgemeldete Kunden</dt>
            <dd className="text-right font-medium tabular-nums">{data.optedOutCustomers}</dd>
            <dt className="text-muted-foreground">Versand</dt>
            <dd className="text-right font-medium">
              {data.pausedUntil ? 'Pausiert' : data.testMode ? 'Testmodus' : 'Aktiv'}
            </dd>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
