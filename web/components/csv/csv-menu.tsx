import { ChevronDown, Download, FileSpreadsheet, Upload } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

const CsvImportDialog = lazy(() =>
  import('./csv-import-dialog').then((m) => ({ default: m.CsvImportDialog })),
);

/**
 * 'CSV' on the customer list: 'CSV importieren' (admins and managers; the dialog's code loads on the
 * first use) and 'CSV exportieren' (the list under its current filters). One button, so the
 * toolbar keeps its filters on one line.
 */
export function CsvMenu({
  companyId,
  exportHref,
  canImport,
}: {
  companyId: number;
  exportHref: string;
  canImport: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button type="button" variant="outline">
            <FileSpreadsheet aria-hidden />
            CSV
            <ChevronDown aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {canImport && (
            <DropdownMenuItem
              onSelect={() => {
                setWanted(true);
                setOpen(true);
              }}
            >
              <Upload aria-hidden />
              CSV importieren
            </DropdownMenuItem>
          )}
          <DropdownMenuItem asChild>
            <a href={exportHref} download>
              <Download aria-hidden />
              CSV exportieren
            </a>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {wanted && (
        <Suspense fallback={null}>
          <CsvImportDialog open={open} onOpenChange={setOpen} companyId={companyId} />
        </Suspense>
      )}
    </>
  );
}
