import { formatCount } from '@common/format';
import { type CsvPreviewRow, type CsvRowAction, csvRowActionLabels } from '@common/schemas/csv-import';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const badge: Record<CsvRowAction, 'success' | 'secondary' | 'destructive'> = {
  new: 'success',
  duplicate: 'secondary',
  invalid: 'destructive',
};
/** Rows drawn at once; the counts always cover the whole file. */
const SHOWN = 200;

/** The preview's rows, each with what the import will do with it and why. */
export function CsvPreviewTable({ rows }: { rows: CsvPreviewRow[] }) {
  return (
    <section
      aria-label="Vorschau der Zeilen"
      // Scrollable regions must be reachable by keyboard (WCAG 2.1.1).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container, see above
      tabIndex={0}
      className="max-h-[40vh] overflow-auto rounded-md border focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">Vorschau des Imports, Zeile für Zeile</caption>
        <thead className="sticky top-0 bg-background">
          <tr className="border-b text-left">
            <th scope="col" className="w-14 px-2 py-2 font-medium">
              Zeile
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              Kunde und Ergebnis
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, SHOWN).map((r) => (
            <tr key={r.line} className="border-b align-top last:border-0">
              <td className="px-2 py-2 tabular-nums">{r.line}</td>
              {/* Side by side from sm on; on a phone the result goes under the customer. */}
              <td className="px-2 py-2">
                <div className="flex flex-col gap-1 sm:flex-row sm:gap-4">
                  <div className="min-w-0 sm:w-2/5 sm:shrink-0">
                    <div className="truncate font-medium">{r.name || '–'}</div>
                    <div className="truncate text-muted-foreground">{r.email || '–'}</div>
                  </div>
                  <RowResult row={r} className="min-w-0 sm:flex-1" />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > SHOWN && (
        <p className="px-2 py-2 text-sm text-muted-foreground">
          {formatCount(rows.length - SHOWN)} weitere Zeilen nicht angezeigt.
        </p>
      )}
    </section>
  );
}

function RowResult({ row, className }: { row: CsvPreviewRow; className?: string }) {
  return (
    <div className={className}>
      <Badge variant={badge[row.action]} className="whitespace-normal">
        {csvRowActionLabels[row.action]}
      </Badge>
      {row.problems.length > 0 && (
        <ul
          className={cn(
            'mt-1 space-y-0.5 break-words',
            row.action === 'invalid' && 'text-destructive',
            // A new row with a note (an implausible price) is imported, but worth a look.
            row.action === 'new' && 'text-amber-800 dark:text-amber-300',
          )}
        >
          {row.problems.map((p) => (
            <li key={p.field}>
              {p.field}: {p.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
