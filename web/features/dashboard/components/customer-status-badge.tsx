import { customerStatusLabels } from '@common/labels';
import { Badge } from '@/components/ui/badge';
import { customerStatusTone } from '@/lib/customer-status';

export function CustomerStatusBadge({ status }: { status: string }) {
  const known = Object.hasOwn(customerStatusLabels, status)
    ? (status as keyof typeof customerStatusLabels)
    : 'email_sent';
  return (
    <Badge variant="outline" className={customerStatusTone[known]}>
      {customerStatusLabels[known]}
    </Badge>
  );
}
