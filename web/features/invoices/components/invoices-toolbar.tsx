import type { InvoiceSort } from '@common/schemas/invoice';
import { Download } from 'lucide-react';
import { OptionSelect } from '@/components/option-select';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { withQuery } from '@/lib/api-client';

const sortOptions = [
  { value: 'newest', label: 'Neueste zuerst' },
  { value: 'oldest', label: 'Älteste zuerst' },
  { value: 'number', label: 'Rechnungsnummer' },
  { value: 'due', label: 'Fälligkeit' },
  { value: 'amount', label: 'Höchster Betrag' },
] as const satisfies readonly { value: InvoiceSort; label: string }[];

/** Search, the order of the list and the CSV export for the tax adviser. */
export function InvoicesToolbar({
  companyId,
  search,
  sort,
  onSearch,
  onSort,
}: {
  companyId: number;
  search: string;
  sort: InvoiceSort;
  onSearch(search: string): void;
  onSort(sort: InvoiceSort): void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <SearchInput
        className="w-full sm:max-w-sm sm:flex-1"
        placeholder="Suche nach Nummer oder Kunde..."
        value={search}
        onChange={(e) => onSearch(e.target.value)}
      />
      <div className="flex flex-wrap items-center gap-3">
        <OptionSelect
          value={sort}
          onChange={onSort}
          options={sortOptions}
          label="Sortierung"
          className="min-w-40 flex-1 sm:w-48 sm:flex-none"
        />
        <Button variant="outline" asChild>
          {/* A plain download: the server answers with the file (Content-Disposition). */}
          <a href={withQuery('/api/invoices/export.csv', { companyId })} download>
            <Download aria-hidden />
            CSV exportieren
          </a>
        </Button>
      </div>
    </div>
  );
}
