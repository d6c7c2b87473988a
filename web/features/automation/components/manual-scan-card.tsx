import { formatCount, formatDateTime, formatUsd } from '@common/format';
import type { ScanSummary } from '@common/schemas/scan';
import { Loader2, Play, Square } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useScanFinished, useStartScan, useStopScan } from '../api/scans';
import {
  finishedNoticeTitle,
  finishedScanTitle,
  isPreparing,
  progressPercent,
  progressText,
  scanStatusLabels,
  scanSummaryText,
} from '../scan-labels';

/** The manual scan: start, stop, live progress, and the last scan's result. */
export function ManualScanCard({ companyId, canManage }: { companyId: number; canManage: boolean }) {
  const status = useScanFinished(companyId, (scan) =>
    toast({ title: finishedNoticeTitle(scan), description: scanSummaryText(scan) }),
  );
  const start = useStartScan(companyId);
  const stop = useStopScan(companyId);
  const running = status?.running ?? false;
  const stopping = (status?.stopping ?? false) || stop.isPending;

  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: () =>
        toast({ title: 'Manueller Scan gestartet', description: 'Review-Scan wurde erfolgreich gestartet.' }),
      onError: (error) =>
        toast({
          title: 'Scan-Fehler',
          description: errorMessage(error, 'Fehler beim Starten des Review-Scans.'),
          variant: 'destructive',
        }),
    });
  const onStop = () =>
    stop.mutate(undefined, {
      onSuccess: () => toast({ title: 'Scan gestoppt', description: 'Review-Scan wird gestoppt.' }),
      onError: () =>
        toast({
          title: 'Stopp-Fehler',
          description: 'Fehler beim Stoppen des Review-Scans.',
          variant: 'destructive',
        }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Manueller Scan</CardTitle>
        <CardDescription>Startet sofort einen Scan aller Kunden dieser Firma.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {canManage && (
          <div className="flex flex-wrap gap-2">
            <Button onClick={onStart} disabled={running || stopping || start.isPending}>
              {running || start.isPending ? (
                <Loader2 className="size-4 animate-spin" aria-hidden />
              ) : (
                <Play className="size-4" aria-hidden />
              )}
              {running || start.isPending ? 'Scan läuft...' : 'Scan starten'}
            </Button>
            {running && (
              <Button variant="destructive" onClick={onStop} disabled={stopping}>
                <Square className="size-4" aria-hidden />
                {stopping ? 'Stoppe...' : 'Scan stoppen'}
              </Button>
            )}
          </div>
        )}
        {status?.current ? (
          <ScanProgress scan={status.current} />
        ) : status?.last ? (
          <LastScan scan={status.last} />
        ) : null}
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          <li>Scannt alle Kunden dieser Firma</li>
          <li>Prüft die Bewertungen des Vortags</li>
          <li>Sendet E-Mails bei negativen Bewertungen (1-3 Sterne)</li>
        </ul>
      </CardContent>
    </Card>
  );
}

function Counters({ scan }: { scan: ScanSummary }) {
  const items: [string, string][] = [
    ['Erfolgreich', formatCount(scan.successCount)],
    ['Fehler', formatCount(scan.errorCount)],
    ['Übersprungen', formatCount(scan.skippedCount)],
  ];
  // Only a stop leaves customers unscanned: the count shows from the stop on.
  if (scan.notScannedCount > 0 || scan.status === 'stopping' || scan.status === 'stopped')
    items.push(['Nicht gescannt', formatCount(scan.notScannedCount)]);
  items.push(
    ['Neue Bewertungen', formatCount(scan.newReviews)],
    ['E-Mails gesendet', formatCount(scan.emailsSent)],
    ['Kosten', formatUsd(scan.costUsd)],
  );
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
      {items.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-2">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium tabular-nums whitespace-nowrap">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ScanProgress({ scan }: { scan: ScanSummary }) {
  const percent = progressPercent(scan);
  const preparing = isPreparing(scan);
  return (
    <div className="space-y-2 rounded-lg border p-3" aria-live="polite">
      <div className="flex justify-between gap-2 text-sm">
        <span className="font-medium">{scanStatusLabels[scan.status]}</span>
        <span className="tabular-nums">{progressText(scan)}</span>
      </div>
      <div
        role="progressbar"
        aria-label="Scan-Fortschritt"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={preparing ? undefined : percent}
        aria-valuetext={progressText(scan)}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={
            preparing
              ? 'h-full w-full animate-pulse rounded-full bg-primary/25'
              : 'h-full rounded-full bg-primary transition-[width]'
          }
          style={preparing ? undefined : { width: `${percent}%` }}
        />
      </div>
      <Counters scan={scan} />
    </div>
  );
}

/** The newest finished scan: what it was and how it ended ('Manueller Scan abgeschlossen'), its counts. */
function LastScan({ scan }: { scan: ScanSummary }) {
  return (
    <div className="space-y-2 rounded-lg border p-3">
      <p className="text-sm">
        <span className="font-medium">{finishedScanTitle(scan)}</span>{' '}
        <span className="text-muted-foreground">(Letzter Scan: {formatDateTime(scan.startedAt)} Uhr)</span>
        {scan.errorMessage && <span className="text-destructive"> – {scan.errorMessage}</span>}
      </p>
      <p className="text-sm">{scanSummaryText(scan)}</p>
      <Counters scan={scan} />
    </div>
  );
}
