import { CUSTOMER_PAGE_SIZE } from '@common/constants';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface Props {
  page: number;
  /** Rows on this page. */
  count: number;
  /** While the next page loads, both buttons wait. */
  busy: boolean;
  onPageChange(page: number): void;
}

/** docs/product.md §2: 'Seite N (X Kunden)'; "next" only after a full page, since the server sends no total. */
export function CustomersPagination({ page, count, busy, onPageChange }: Props) {
  return (
    <nav aria-label="Seiten" className="flex items-center justify-between gap-2 border-t pt-4">
      <Button
        variant="outline"
        size="sm"
        disabled={busy || page === 0}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft className="size-4" aria-hidden />
        Zurück
      </Button>
      <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {/* While the page loads, the rows shown are still the previous page's: no count of them. */}
        {busy ? `Seite ${page + 1} wird geladen...` : `Seite ${page + 1} (${count} Kunden)`}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={busy || count < CUSTOMER_PAGE_SIZE}
        onClick={() => onPageChange(page + 1)}
      >
        Weiter
        <ChevronRight className="size-4" aria-hidden />
      </Button>
    </nav>
  );
}

/** The pagination under a loaded list, once there is a page to leave (rows here or pages before). */
export function CustomersPager({
  query,
  page,
  onPageChange,
}: {
  query: { isPending: boolean; isError: boolean; isPlaceholderData: boolean; data?: unknown[] };
  page: number;
  onPageChange(page: number): void;
}) {
  const count = query.data?.length ?? 0;
  if (query.isPending || query.isError || (count === 0 && page === 0)) return null;
  return (
    <CustomersPagination
      page={page}
      count={count}
      busy={query.isPlaceholderData}
      onPageChange={onPageChange}
    />
  );
}
