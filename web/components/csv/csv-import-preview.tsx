import { formatCount } from '@common/format';
import type { CsvRowAction, CsvImportPreview as Preview } from '@common/schemas/csv-import';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CsvPreviewTable } from './csv-preview-table';

type Filter = 'all' | CsvRowAction;
const filters: { value: Filter; label: string }[] = [
  { value: 'all', label: 'Alle' },
  { value: 'invalid', label: 'Fehlerhaft' },
  { value: 'duplicate', label: 'Doppelt' },
  { value: 'new', label: 'Neu' },
];

/** The checked file: its counts, warnings and notes, and its rows, filtered by what happens to them. */
export function CsvImportPreview({ preview }: { preview: Preview }) {
  // Lives as long as this preview: a new file starts at 'Alle' again.
  const [filter, setFilter] = useState<Filter>('all');
  const rows = preview.rows.filter((r) => filter === 'all' || r.action === filter);
  const count = (f: Filter) => (f === 'all' ? preview.rows.length : preview.counts[f]);

  return (
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
          Fehlerhafte und doppelte Zeilen werden nicht importiert. Sie können sie korrigieren und die Datei
          erneut importieren; bereits importierte Kunden werden dann als doppelt übersprungen.
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
      <CsvPreviewTable rows={rows} />
    </div>
  );
}
