import { customerStatusLabels } from '@common/labels';
import { Badge } from '@/components/ui/badge';

// Local to the dashboard: features do not import each other (STYLE.md); the labels are shared.
const variants = { email_sent: 'info', called: 'warning', sold: 'success', not_sold: 'secondary' } as const;

export function CustomerStatusBadge({ status }: { status: string }) {
  const known = Object.hasOwn(customerStatusLabels, status)
    ? (status as keyof typeof customerStatusLabels)
    : 'email_sent';
  return <Badge variant={variants[known]}>{customerStatusLabels[known]}</Badge>;
}
