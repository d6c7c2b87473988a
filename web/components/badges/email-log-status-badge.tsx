import { emailLogStatusLabels } from '@common/labels';
import { Badge } from '@/components/ui/badge';
import { dangerTone } from '@/lib/tones';

/** docs/product.md §4: sent green, failed red, pending yellow; any other value reads as pending. */
export function EmailLogStatusBadge({ status }: { status: string }) {
  if (status === 'sent') return <Badge variant="success">{emailLogStatusLabels.sent}</Badge>;
  if (status === 'failed')
    return (
      <Badge variant="outline" className={dangerTone.badge}>
        {emailLogStatusLabels.failed}
      </Badge>
    );
  return <Badge variant="warning">{emailLogStatusLabels.pending}</Badge>;
}
