import type { Review } from '@common/schemas/review';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { PagedListBody } from '@/components/paged-list-body';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ToastAction } from '@/components/ui/toast';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSetReviewArchived } from './api/archive-review';
import { useReviews } from './api/get-reviews';
import { ReviewsTable } from './components/reviews-table';
import { ReviewsToolbar, type ReviewsToolbarValue } from './components/reviews-toolbar';

const initial: ReviewsToolbarValue = { archived: false, search: '', rating: 'all', from: '' };

/** docs/product.md §2 Reviews (new): active and archived reviews of a company, filtered on the server. */
export function ReviewsPage({ companyId }: { companyId: number }) {
  const [filter, setFilter] = useState(initial);
  const search = useDebouncedValue(filter.search);
  const list = useReviews({ companyId, ...filter, search });
  const archive = useSetReviewArchived();

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
            // German first, the server's reason when it gave one, the technical text last.
            description:
              `${archived ? 'Die Bewertung konnte nicht archiviert werden.' : 'Die Bewertung konnte nicht wiederhergestellt werden.'} ${errorMessage(error.cause, '')} (${error.message})`.replace(
                /\s+/g,
                ' ',
              ),
            variant: 'destructive',
          }),
      },
    );
  const toggleArchived = (review: Review) => setArchived(review.id, !review.isArchived);

  const filtered = search.trim() !== '' || filter.rating !== 'all' || filter.from !== '';
  const heading = filter.archived ? 'Archivierte Bewertungen' : 'Aktive Bewertungen';
  return (
    <>
      <PageHeader title="Bewertungen" subtitle="Erkannte Bewertungen der ausgewählten Firma" />
      <Card className="gap-4">
        <CardHeader className="gap-4">
          <CardTitle>{list.isSuccess ? `${heading} (${list.total})` : heading}</CardTitle>
          <ReviewsToolbar value={filter} onChange={(patch) => setFilter((f) => ({ ...f, ...patch }))} />
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
                onToggleArchived={toggleArchived}
                busyId={archive.isPending ? (archive.variables?.id ?? null) : null}
              />
            )}
          </PagedListBody>
        </CardContent>
      </Card>
    </>
  );
}
