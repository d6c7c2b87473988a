import { emailLogStatusLabels } from '@common/labels';
import { Badge } from '@/components/ui/badge';

/** docs/product.md §4: sent green, failed red, pending yellow; any other value reads as pending. */
export function EmailLogStatusBadge({ status }: { status: string }) {
  if (status === 'sent') return <Badge variant="success">{emailLogStatusLabels.sent}</Badge>;
  if (status === 'failed')
    return (
      <Badge
        variant="outline"
        className="border-red-200 bg-red-100 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
      >
        {emailLogStatusLabels.failed}
      </Badge>
    );
  return <Badge variant="warning">{emailLogStatusLabels.pending}</Badge>;
}
