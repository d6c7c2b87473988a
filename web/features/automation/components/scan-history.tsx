import { formatCount, formatDateTime } from '@common/format';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { dangerTone } from '@/lib/tones';
import { useScanHistory } from '../api/scans';
import { formatUsd, scanStatusLabels } from '../scan-labels';

/** The company's last ten scans, newest first; one line each that wraps on narrow screens. */
export function ScanHistory({ companyId }: { companyId: number }) {
  const { data, isPending, isError } = useScanHistory(companyId);
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
        ) : data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Noch keine Scans</p>
        ) : (
          <ul className="divide-y" aria-label="Letzte Scans">
            {data.map((scan) => (
              <li key={scan.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2 text-sm">
                <span className="font-medium tabular-nums">{formatDateTime(scan.startedAt)}</span>
                <span>{scan.scanType === 'scheduled' ? 'Automatisch' : 'Manuell'}</span>
                <span>{scanStatusLabels[scan.status]}</span>
                <span className="tabular-nums text-muted-foreground">
                  {`${formatCount(scan.done)}/${formatCount(scan.total)} Kunden · ${formatCount(scan.newReviews)} neue Bewertungen · ${formatCount(scan.emailsSent)} ${
                    scan.emailsSent === 1 ? 'E-Mail' : 'E-Mails'
                  } · ${formatCount(scan.errorCount)} Fehler · ${formatUsd(scan.costUsd)}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
