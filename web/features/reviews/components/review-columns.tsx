import type { Review } from '@common/schemas/review';
import { DateTime } from '@/components/date-time';
import { GoogleReviewLink } from '@/components/removals/google-review-link';
import type { VirtualColumn } from '@/components/virtual-table';
import { ReviewText } from './review-text';

/** The review's text with the link to it on Google, shared by both review lists. */
export function reviewTextColumn(width: string): VirtualColumn<Review> {
  return {
    id: 'text',
    header: 'Text',
    width,
    cell: (r) => (
      <div className="min-w-0 space-y-0.5">
        <ReviewText text={r.reviewText} />
        <GoogleReviewLink url={r.reviewUrl} className="whitespace-nowrap" />
      </div>
    ),
  };
}

/** When the review was written and when the scan found it. */
export function reviewDateColumns(headers: { date: string; detected: string }, dateWidth: string) {
  return [
    { id: 'date', header: headers.date, width: dateWidth, cell: (r) => <DateTime value={r.reviewDate} /> },
    {
      id: 'detected',
      header: headers.detected,
      width: '6.5rem',
      cell: (r) => <DateTime value={r.detectedAt} />,
    },
  ] satisfies VirtualColumn<Review>[];
}
