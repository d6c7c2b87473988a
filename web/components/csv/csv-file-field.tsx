import { Upload } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

/** 'CSV-Datei auswählen' and the chosen file's name. */
export function CsvFileField({
  file,
  disabled,
  onChoose,
}: {
  file: File | null;
  disabled: boolean;
  onChoose(file: File | null): void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {/* The native input stays the control (keyboard, screen readers, label); the visible
          button is its label, in German whatever language the browser speaks. */}
      <input
        id="csv-import-file"
        type="file"
        accept=".csv,text/csv"
        className="peer sr-only"
        disabled={disabled}
        onChange={(e) => {
          onChoose(e.target.files?.[0] ?? null);
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
  );
}
