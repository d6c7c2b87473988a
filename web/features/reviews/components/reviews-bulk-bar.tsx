import type { Review } from '@common/schemas/review';
import { Archive, ArchiveRestore } from 'lucide-react';
import { BulkBar } from '@/components/bulk/bulk-bar';
import { type BulkSelection, bulkTarget } from '@/components/bulk/use-bulk-selection';
import { Button } from '@/components/ui/button';
import { useBulkArchiveReviews } from '../api/bulk-reviews';
import type { ReviewFilter } from '../api/get-reviews';

interface Props {
  companyId: number;
  filter: Omit<ReviewFilter, 'companyId'>;
  list: { rows: Review[]; total: number; totalText: string };
  selection: BulkSelection;
}

/**
 * The reviews' bulk bar (docs/product.md §14 "Bulk work"): archive the selected active reviews, or
 * restore the selected archived ones. Every role, as the single action; one click undoes it, so
 * no confirmation.
 */
export function ReviewsBulkBar({ companyId, filter, list, selection }: Props) {
  const bulk = useBulkArchiveReviews(selection.clear);
  const archive = !filter.archived;
  const target = bulkTarget(
    selection,
    {
      search: filter.search.trim() || undefined,
      rating: filter.rating,
      from: filter.from || undefined,
      chance: filter.chance,
    },
    { total: list.total, capped: list.totalText.endsWith('+') },
  );
  const Icon = archive ? Archive : ArchiveRestore;
  return (
    <BulkBar
      selection={selection}
      total={list.total}
      totalText={list.totalText}
      noun={{ one: 'Bewertung', many: 'Bewertungen' }}
    >
      <Button
        variant="outline"
        size="sm"
        disabled={bulk.isPending}
        onClick={() => bulk.setArchived(archive, { companyId, ...target })}
      >
        <Icon aria-hidden />
        {archive ? 'Archivieren' : 'Wiederherstellen'}
      </Button>
    </BulkBar>
  );
}
