import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * 'CSV exportieren': a plain download of the list under its current filters. The server streams
 * the file (Content-Disposition names it), so the browser saves it however long the list is.
 */
export function CsvExportButton({ href }: { href: string }) {
  return (
    <Button asChild variant="outline">
      <a href={href} download>
        <Download aria-hidden />
        CSV exportieren
      </a>
    </Button>
  );
}
