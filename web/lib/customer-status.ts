import type { CustomerStatus } from '@common/enums';
import { dangerTone } from '@/lib/tones';

/** The pipeline's colours, one definition for every badge and select: open (blue), in contact
 * (yellow), won (green), lost (red). */
export const customerStatusTone: Record<CustomerStatus, string> = {
  email_sent:
    'border-blue-200 bg-blue-100 text-blue-800 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-200',
  called:
    'border-yellow-200 bg-yellow-100 text-yellow-800 dark:border-yellow-900 dark:bg-yellow-950 dark:text-yellow-200',
  sold: 'border-green-200 bg-green-100 text-green-800 dark:border-green-900 dark:bg-green-950 dark:text-green-200',
  not_sold: dangerTone.badge,
};
