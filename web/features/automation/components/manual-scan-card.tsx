import { formatCount, formatDateTime } from '@common/format';
import type { ScanSummary } from '@common/schemas/scan';
import { Loader2, Play, Square } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useScanFinished, useStartScan, useStopScan } from '../api/scans';
import { formatUsd, progressPercent, scanStatusLabels, scanSummaryText } from '../scan-labels';

/** The manual scan: start, stop, live progress, and the last scan's result. */
export function ManualScanCard({ companyId, canManage }: { companyId: number; canManage: boolean }) {
  const status = useScanFinished(companyId, (scan) =>
    toast({ title: 'Manueller Scan abgeschlossen', description: scanSummaryText(scan) }),
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
  const items = [
    ['Erfolgreich', scan.successCount],
    ['Fehler', scan.errorCount],
    ['Übersprungen', scan.skippedCount],
    ['Neue Bewertungen', scan.newReviews],
    ['E-Mails gesendet', scan.emailsSent],
    ['Kosten', formatUsd(scan.costUsd)],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
      {items.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-2">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ScanProgress({ scan }: { scan: ScanSummary }) {
  const percent = progressPercent(scan);
  return (
    <div className="space-y-2 rounded-lg border p-3" aria-live="polite">
      <div className="flex justify-between text-sm">
        <span className="font-medium">{scanStatusLabels[scan.status]}</span>
        <span className="tabular-nums">
          {formatCount(scan.done)} von {formatCount(scan.total)} Kunden
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Scan-Fortschritt"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <Counters scan={scan} />
    </div>
  );
}

function LastScan({ scan }: { scan: ScanSummary }) {
  return (
    <div className="space-y-2 rounded-lg border p-3">
      <p className="text-sm">
        <span className="font-medium">Letzter Scan:</span> {formatDateTime(scan.startedAt)} Uhr –{' '}
        {scanStatusLabels[scan.status]}
        {scan.errorMessage && <span className="text-destructive"> ({scan.errorMessage})</span>}
      </p>
      <Counters scan={scan} />
    </div>
  );
}
