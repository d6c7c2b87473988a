import { formatCount } from '@common/format';
import { FlaskConical, Loader2, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useTestApify } from '../api/connection-tests';
import { useScanFinished, useStartScan } from '../api/scans';
import { finishedNoticeTitle, isPreparing, scanSummaryText } from '../scan-labels';

/** Starts the company's manual scan with its notices (the button here, the command palette). */
export function useManualScanAction(companyId: number) {
  const start = useStartScan(companyId);
  const run = () =>
    start.mutate(undefined, {
      onSuccess: (res) => toast({ title: 'Manueller Scan gestartet', description: res.message }),
      onError: (error) =>
        toast({
          title: 'Manueller Scan fehlgeschlagen',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    });
  return { run, isPending: start.isPending };
}

/** The customer panel's 'Manueller Scan' ('Scan' on small screens), spinning while the scan runs. */
export function ManualScanButton({ companyId }: { companyId: number }) {
  const status = useScanFinished(companyId, (scan) =>
    toast({ title: finishedNoticeTitle(scan), description: scanSummaryText(scan) }),
  );
  const start = useManualScanAction(companyId);
  const busy = (status?.running ?? false) || start.isPending;
  const onClick = start.run;
  // No '(0/0)' before the fan-out has counted the customers.
  const progress =
    status?.current && !isPreparing(status.current)
      ? ` (${formatCount(status.current.done)}/${formatCount(status.current.total)})`
      : '';
  return (
    <Button
      variant="outline"
      onClick={onClick}
      disabled={busy}
      aria-label={busy ? 'Scan läuft' : 'Manueller Scan'}
    >
      {busy ? (
        <Loader2 className="size-4 animate-spin" aria-hidden />
      ) : (
        <RefreshCw className="size-4" aria-hidden />
      )}
      <span className="hidden sm:inline">Manueller Scan{progress}</span>
      <span className="sm:hidden">Scan</span>
    </Button>
  );
}

/** A fixed, public place: the test shows the scraper and the key work, whatever the customers. */
export const EXAMPLE_MAPS_LINK =
  'https://www.google.com/maps/place/Brandenburger+Tor/@52.5162746,13.3777041,17z';

/** The dashboard's scraper test with a fixed example link. */
export function ScraperTestButton({ companyId }: { companyId: number }) {
  const test = useTestApify();
  const onClick = () =>
    test.mutate(
      { googleMapsUrl: EXAMPLE_MAPS_LINK, companyId },
      {
        onSuccess: (res) => toast({ title: 'Apify Test erfolgreich', description: res.message }),
        onError: (error) =>
          toast({
            title: 'Apify Test fehlgeschlagen',
            description: errorMessage(error, 'Bitte überprüfen Sie Ihren API-Schlüssel'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <Button variant="outline" onClick={onClick} disabled={test.isPending}>
      {test.isPending ? (
        <Loader2 className="size-4 animate-spin" aria-hidden />
      ) : (
        <FlaskConical className="size-4" aria-hidden />
      )}
      Apify Scraper testen
    </Button>
  );
}
