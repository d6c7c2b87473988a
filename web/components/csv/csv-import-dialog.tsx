import { formatCount } from '@common/format';
import {
  CSV_IMPORT_MAX_ROWS,
  type CsvImportPreview,
  type CsvPreviewRow,
  type CsvRowAction,
  csvRowActionLabels,
} from '@common/schemas/csv-import';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { queryKeys } from '@/lib/query-keys';
import { confirmLeadImport, previewLeadImport } from './import-leads';

export interface CsvImportDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  companyId: number;
}

type Filter = 'all' | CsvRowAction;
const filters: { value: Filter; label: string }[] = [
  { value: 'all', label: 'Alle' },
  { value: 'invalid', label: 'Fehlerhaft' },
  { value: 'duplicate', label: 'Doppelt' },
  { value: 'new', label: 'Neu' },
];
const badge: Record<CsvRowAction, 'success' | 'secondary' | 'destructive'> = {
  new: 'success',
  duplicate: 'secondary',
  invalid: 'destructive',
};
/** Rows drawn at once; the counts always cover the whole file. */
const SHOWN = 200;

const kunden = (n: number) => (n === 1 ? '1 Kunden' : `${formatCount(n)} Kunden`);

/**
 * 'CSV importieren' (decision 050): choose a file, see per row what will happen and why, then
 * import the new rows, all or none. Nothing is written before 'Importieren'.
 */
export function CsvImportDialog({ open, onOpenChange, companyId }: CsvImportDialogProps) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null);
  const [filter, setFilter] = useState<Filter>('all');

  const reset = () => {
    setFile(null);
    setPreview(null);
    setError(null);
    setFilter('all');
  };
  const close = (next: boolean) => {
    if (busy === 'importing') return;
    if (!next) reset();
    onOpenChange(next);
  };

  const choose = async (chosen: File | null) => {
    reset();
    if (!chosen) return;
    setFile(chosen);
    setBusy('checking');
    try {
      setPreview(await previewLeadImport(companyId, chosen));
    } catch (e) {
      setError(errorMessage(e, 'Die Datei konnte nicht geprüft werden.'));
    } finally {
      setBusy(null);
    }
  };

  const importRows = async () => {
    if (!file || !preview) return;
    setBusy('importing');
    setError(null);
    try {
      const result = await confirmLeadImport(companyId, file, preview);
      await queryClient.invalidateQueries({ queryKey: queryKeys.customers });
      toast({ title: 'Import abgeschlossen', description: result.message });
      reset();
      onOpenChange(false);
    } catch (e) {
      setError(errorMessage(e, 'Der Import ist fehlgeschlagen. Es wurde nichts gespeichert.'));
    } finally {
      setBusy(null);
    }
  };

  const rows = preview ? preview.rows.filter((r) => filter === 'all' || r.action === filter) : [];
  const count = (f: Filter) => (preview ? (f === 'all' ? preview.rows.length : preview.counts[f]) : 0);

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Kunden aus CSV importieren</DialogTitle>
          <DialogDescription>
            Pflichtspalten: Name, E-Mail, Google-Maps-Link. Weitere: Anrede, Ansprechpartner, Telefon, Preis,
            Status, Einwilligung, Einwilligungsdatum. Semikolon oder Komma, UTF-8 oder Windows-1252 (Excel),
            höchstens 5 MB und {formatCount(CSV_IMPORT_MAX_ROWS)} Zeilen. Es wird erst beim Klick auf
            „Importieren“ gespeichert.
          </DialogDescription>
        </DialogHeader>

        <div className="flex flex-wrap items-center gap-3">
          {/* The native input stays the control (keyboard, screen readers, label); the visible
              button is its label, in German whatever language the browser speaks. */}
          <input
            id="csv-import-file"
            type="file"
            accept=".csv,text/csv"
            className="peer sr-only"
            disabled={busy !== null}
            onChange={(e) => {
              choose(e.target.files?.[0] ?? null);
              e.target.value = '';
            }}
          />
          <Label
            htmlFor="csv-import-file"
            className={cn(
              buttonVariants({ variant: 'outline' }),
              'cursor-pointer peer-focus-visible:border-ring peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
            )}
          >
            <Upload aria-hidden />
            CSV-Datei auswählen
          </Label>
          <span className="min-w-0 truncate text-sm text-muted-foreground">
            {file ? file.name : 'Keine Datei ausgewählt'}
          </span>
        </div>

        {busy === 'checking' && (
          <p role="status" className="text-sm text-muted-foreground">
            Datei wird geprüft …
          </p>
        )}
        {error && (
          <p
            role="alert"
            className="rounded-md border border-destructive/50 px-3 py-2 text-sm text-destructive"
          >
            {error}
          </p>
        )}

        {preview && (
          <div className="grid gap-3">
            <p role="status" className="text-sm font-medium">
              {formatCount(preview.counts.new)} neu, {formatCount(preview.counts.duplicate)} übersprungen,{' '}
              {formatCount(preview.counts.invalid)} fehlerhaft
            </p>
            {preview.warnings.map((warning) => (
              <p
                key={warning}
                className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
              >
                {warning}
              </p>
            ))}
            {preview.notices.map((notice) => (
              <p key={notice} className="text-sm text-muted-foreground">
                {notice}
              </p>
            ))}
            {preview.counts.invalid > 0 && preview.counts.new > 0 && (
              <p className="text-sm text-muted-foreground">
                Fehlerhafte und doppelte Zeilen werden nicht importiert. Sie können sie korrigieren und die
                Datei erneut importieren; bereits importierte Kunden werden dann als doppelt übersprungen.
              </p>
            )}
            <fieldset className="flex flex-wrap gap-1">
              <legend className="sr-only">Zeilen anzeigen</legend>
              {filters.map((f) => (
                <Button
                  key={f.value}
                  type="button"
                  size="sm"
                  variant={filter === f.value ? 'default' : 'outline'}
                  aria-pressed={filter === f.value}
                  onClick={() => setFilter(f.value)}
                >
                  {f.label} ({formatCount(count(f.value))})
                </Button>
              ))}
            </fieldset>
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
          </div>
        )}

        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            disabled={busy === 'importing'}
            onClick={() => close(false)}
          >
            Abbrechen
          </Button>
          <Button
            type="button"
            disabled={!preview || preview.counts.new === 0 || busy !== null}
            onClick={importRows}
          >
            {busy === 'importing'
              ? 'Wird importiert …'
              : preview && preview.counts.new > 0
                ? `${kunden(preview.counts.new)} importieren`
                : 'Importieren'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
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
