import { removalReasonLabels, signalLabels } from '@common/labels';
import type { OutcomeRate } from '@common/schemas/removal-chance';
import { CheckCircle2 } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useChanceStats } from '../api/get-chance-stats';

const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 0 });

// At 390 px the five columns fit without a scrolled region: small type, narrow padding, the
// headers break at their soft hyphens ('abge-schlossen').
const head = 'whitespace-normal px-0.5 text-xs sm:px-2 sm:text-sm';
const num = `${head} text-right`;
const cell = 'px-0.5 text-right tabular-nums sm:px-2';

function RatesTable({ rows, label, caption }: { rows: OutcomeRate[]; label: string; caption: string }) {
  return (
    <Table aria-label={caption} className="text-xs sm:text-sm">
      <TableHeader>
        <TableRow>
          <TableHead className={head}>{label}</TableHead>
          <TableHead className={num}>{'abge\u00adschlossen'}</TableHead>
          <TableHead className={num}>{'ent\u00adfernt'}</TableHead>
          <TableHead className={num}>{'abge\u00adlehnt'}</TableHead>
          <TableHead className={num}>Quote</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.code}>
            <TableCell className="whitespace-normal px-0.5 sm:px-2">
              <span className="font-medium">
                {label === 'Grund'
                  ? (removalReasonLabels[row.code as keyof typeof removalReasonLabels] ?? row.code)
                  : (signalLabels[row.code as keyof typeof signalLabels] ?? row.code)}
              </span>
              {row.movesChance && (
                <span className="mt-0.5 flex items-center gap-1 text-xs text-emerald-700 dark:text-emerald-400">
                  <CheckCircle2 className="size-3.5" aria-hidden="true" />
                  wirkt auf die Löschchance
                </span>
              )}
            </TableCell>
            <TableCell className={cell}>{row.closed}</TableCell>
            <TableCell className={cell}>{row.removed}</TableCell>
            <TableCell className={cell}>{row.refused}</TableCell>
            <TableCell className={cell}>{percent.format(row.rate)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * 'Erfolgsquote nach Grund' (decision 076): the company's closed cases per reason, and below it per
 * signal at ordering. A reason with enough closed cases moves the Löschchance of open reviews.
 */
export function SuccessRatesCard({ companyId }: { companyId: number }) {
  const { data, isPending, isError } = useChanceStats(companyId);
  return (
    <Card className="mt-6 gap-4" data-testid="success-rates">
      <CardHeader>
        <CardTitle>
          <h2>Erfolgsquote nach Grund</h2>
        </CardTitle>
        <CardDescription>
          Abgeschlossene Löschaufträge: entfernt zählt als Erfolg, abgelehnt und wieder sichtbar als
          Misserfolg. Ab {data?.minClosed ?? 5} abgeschlossenen Fällen wirkt die Quote eines Grundes auf die
          Löschchance.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-2 sm:px-6">
        {isPending ? (
          <p className="text-sm text-muted-foreground">Lade Erfolgsquoten...</p>
        ) : isError ? (
          <p className="text-sm text-destructive">Die Erfolgsquoten konnten nicht geladen werden.</p>
        ) : data.byReason.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Noch kein Löschauftrag abgeschlossen: die Quoten erscheinen, sobald ein Auftrag entfernt oder
            abgelehnt ist.
          </p>
        ) : (
          <>
            <RatesTable rows={data.byReason} label="Grund" caption="Erfolgsquote nach Grund" />
            {data.bySignal.length > 0 && (
              <details className="mt-4">
                <summary className="cursor-pointer text-sm font-medium">
                  Nach Signal beim Beauftragen ({data.bySignal.length})
                </summary>
                <div className="mt-2">
                  <RatesTable rows={data.bySignal} label="Signal" caption="Erfolgsquote nach Signal" />
                </div>
              </details>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
