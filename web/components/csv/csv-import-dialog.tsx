import { formatCount } from '@common/format';
import { CSV_IMPORT_MAX_ROWS } from '@common/schemas/csv-import';
import { DialogHeading } from '@/components/dialog-heading';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { CsvFileField } from './csv-file-field';
import { CsvImportPreview } from './csv-import-preview';
import { useCsvImport } from './use-csv-import';

export interface CsvImportDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  companyId: number;
}

const kunden = (n: number) => (n === 1 ? '1 Kunden' : `${formatCount(n)} Kunden`);

/**
 * 'CSV importieren' (decision 050): choose a file, see per row what will happen and why, then
 * import the new rows, all or none. Nothing is written before 'Importieren'.
 */
export function CsvImportDialog({ open, onOpenChange, companyId }: CsvImportDialogProps) {
  const { file, preview, error, busy, close, choose, importRows } = useCsvImport(companyId, onOpenChange);

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeading title="Kunden aus CSV importieren">
          Pflichtspalten: Name, E-Mail, Google-Maps-Link. Weitere: Anrede, Ansprechpartner, Telefon, Preis,
          Status, Einwilligung, Einwilligungsdatum. Semikolon oder Komma, UTF-8 oder Windows-1252 (Excel),
          höchstens 5 MB und {formatCount(CSV_IMPORT_MAX_ROWS)} Zeilen. Es wird erst beim Klick auf
          „Importieren“ gespeichert.
        </DialogHeading>

        <CsvFileField file={file} disabled={busy !== null} onChoose={choose} />

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

        {preview && <CsvImportPreview preview={preview} />}

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
