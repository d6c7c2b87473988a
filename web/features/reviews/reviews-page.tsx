import { chanceFilters, reviewSorts } from '@common/schemas/removal-chance';
import { type Review, reviewRatingFilters } from '@common/schemas/review';
import { useState } from 'react';
import { useBulkSelection } from '@/components/bulk/use-bulk-selection';
import { CsvExportButton } from '@/components/csv/csv-export-button';
import { PageHeader } from '@/components/page-header';
import { PagedListBody } from '@/components/paged-list-body';
import { OrderRemovalDialog } from '@/components/removals/order-removal-dialog';
import { useCanOrderRemovals } from '@/components/removals/order-removals';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ToastAction } from '@/components/ui/toast';
import { toast } from '@/hooks/use-toast';
import { withQuery } from '@/lib/api-client';
import { failureReason, failureText } from '@/lib/failure-text';
import { oneOf, useUrlSearch, useUrlState } from '@/lib/use-url-state';
import { useSetReviewArchived } from './api/archive-review';
import { useReviews } from './api/get-reviews';
import { ReviewsBulkBar } from './components/reviews-bulk-bar';
import { ReviewsTable } from './components/reviews-table';
import { ReviewsToolbar, type ReviewsToolbarValue } from './components/reviews-toolbar';

/**
 * docs/product.md §2 Reviews (new): active and archived reviews of a company, filtered on the
 * server. View, search, rating and date live in the address (reload, back, a shared link).
 */
export function ReviewsPage({ companyId }: { companyId: number }) {
  const [url, setUrl] = useUrlState({
    view: 'active',
    q: '',
    rating: 'all',
    from: '',
    chance: 'all',
    sort: 'detected',
  });
  const [searchText, setSearchText] = useUrlSearch(url.q, (q) => setUrl({ q }, { replace: true }));
  const filter = {
    archived: url.view === 'archive',
    search: url.q,
    rating: oneOf(url.rating, reviewRatingFilters, 'all'),
    from: /^\d{4}-\d{2}-\d{2}$/.test(url.from) ? url.from : '',
    chance: oneOf(url.chance, chanceFilters, 'all'),
    sort: oneOf(url.sort, reviewSorts, 'detected'),
  };
  const list = useReviews({ companyId, ...filter });
  // Ticked rows belong to one view and filter: another one starts with nothing selected.
  const selection = useBulkSelection(JSON.stringify([companyId, filter]));
  const changeFilter = (patch: Partial<ReviewsToolbarValue>) => {
    if (patch.search !== undefined) setSearchText(patch.search);
    const { archived, rating, from, chance, sort } = patch;
    if ([archived, rating, from, chance, sort].some((v) => v !== undefined))
      setUrl({
        view: archived === undefined ? undefined : archived ? 'archive' : 'active',
        rating,
        from,
        chance,
        sort,
      });
  };
  const archive = useSetReviewArchived();
  const canOrder = useCanOrderRemovals();
  const [ordering, setOrdering] = useState<Review | null>(null);

  const setArchived = (id: number, archived: boolean, undo?: boolean) =>
    archive.mutate(
      { id, archived },
      {
        onSuccess: () =>
          toast({
            ...(undo
              ? { title: 'Rückgängig gemacht' }
              : archived
                ? { title: 'Bewertung archiviert', description: 'Die Bewertung wurde ins Archiv verschoben.' }
                : { title: 'Bewertung wiederhergestellt', description: 'Die Bewertung ist wieder aktiv.' }),
            // One click takes a slip back (not for the undo itself).
            action: undo ? undefined : (
              <ToastAction altText="Rückgängig" onClick={() => setArchived(id, !archived, true)}>
                Rückgängig
              </ToastAction>
            ),
          }),
        onError: (error) =>
          toast({
            title: 'Fehler',
            // German only (issue 19): what failed, then the server's reason when it gave one.
            description: `${failureText(error)} ${failureReason(error)}`.trim(),
            variant: 'destructive',
          }),
      },
    );
  const toggleArchived = (review: Review) => setArchived(review.id, !review.isArchived);

  const filtered =
    filter.search !== '' || filter.rating !== 'all' || filter.from !== '' || filter.chance !== 'all';
  const heading = filter.archived ? 'Archivierte Bewertungen' : 'Aktive Bewertungen';
  return (
    <>
      <PageHeader
        title="Bewertungen"
        subtitle="Erkannte Bewertungen der ausgewählten Firma"
        actions={
          <CsvExportButton
            href={withQuery('/api/reviews/export.csv', {
              companyId,
              archived: filter.archived,
              search: filter.search,
              rating: filter.rating,
              from: filter.from,
              chance: filter.chance === 'all' ? undefined : filter.chance,
            })}
          />
        }
      />
      <Card className="gap-4">
        <CardHeader className="gap-4">
          <CardTitle>{list.isSuccess ? `${heading} (${list.totalText})` : heading}</CardTitle>
          <ReviewsToolbar value={{ ...filter, search: searchText }} onChange={changeFilter} />
        </CardHeader>
        <CardContent className="px-3 sm:px-6">
          <PagedListBody
            list={list}
            loadingText="Lade Bewertungen..."
            emptyText={
              filtered
                ? 'Keine Bewertungen gefunden'
                : filter.archived
                  ? 'Keine archivierten Bewertungen vorhanden'
                  : 'Noch keine Bewertungen vorhanden'
            }
          >
            {(paged) => (
              <ReviewsTable
                {...paged}
                companyId={companyId}
                onOrderRemoval={canOrder ? setOrdering : undefined}
                onToggleArchived={toggleArchived}
                busyId={archive.isPending ? (archive.variables?.id ?? null) : null}
                selection={selection}
                sort={filter.sort}
                onSort={(sort) => setUrl({ sort })}
              />
            )}
          </PagedListBody>
          <ReviewsBulkBar companyId={companyId} filter={filter} list={list} selection={selection} />
        </CardContent>
      </Card>
      <OrderRemovalDialog
        reviews={ordering ? [ordering] : []}
        customerId={ordering?.customerId ?? 0}
        onClose={() => setOrdering(null)}
      />
    </>
  );
}
