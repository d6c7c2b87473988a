import { formatDateTime } from '@common/format';
import type { ScanSummary } from '@common/schemas/scan';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { dangerTone } from '@/lib/tones';
import { useScanHistory, useScanStatus } from '../api/scans';
import { scanFacts, scanStatusLabels } from '../scan-labels';

/**
 * The running scan as the progress card shows it: the history is read once, the status every
 * second while a scan runs, so the status's numbers replace the row's (or add it, if it is newer).
 */
function withLiveScan(history: ScanSummary[], current: ScanSummary | null | undefined) {
  if (!current) return history;
  if (!history.some((scan) => scan.id === current.id)) return [current, ...history];
  return history.map((scan) => (scan.id === current.id ? current : scan));
}

/** The company's last ten scans, newest first; one line each that wraps on narrow screens. */
export function ScanHistory({ companyId }: { companyId: number }) {
  const { data, isPending, isError } = useScanHistory(companyId);
  const status = useScanStatus(companyId);
  const scans = data ? withLiveScan(data, status.data?.current) : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Letzte Scans</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <p className="text-sm text-muted-foreground">Lade Scans...</p>
        ) : isError ? (
          <p className={dangerTone.message}>Scans konnten nicht geladen werden.</p>
        ) : scans.length === 0 ? (
          <p className="text-sm text-muted-foreground">Noch keine Scans</p>
        ) : (
          <ul className="divide-y" aria-label="Letzte Scans">
            {scans.map((scan) => (
              <li key={scan.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2 text-sm">
                <span className="font-medium tabular-nums">{formatDateTime(scan.startedAt)}</span>
                <span>{scan.scanType === 'scheduled' ? 'Automatisch' : 'Manuell'}</span>
                <span>{scanStatusLabels[scan.status]}</span>
                <span className="tabular-nums text-muted-foreground">{scanFacts(scan).join(' · ')}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
