import type { CustomerStatus } from '@common/enums';
import type { CustomerListItem } from '@common/schemas/customer';
import type { BulkSelection } from '@/components/bulk/use-bulk-selection';

/** What a table row or card can do, shared by both layouts. */
export interface CustomerRowHandlers {
  canManage: boolean;
  isStatusPending(id: number): boolean;
  onStatusChange(customer: CustomerListItem, status: CustomerStatus): void;
  onEdit(customer: CustomerListItem): void;
  onDelete(customer: CustomerListItem): void;
  /** Opens the customer drawer (the eye icon). */
  onOpen(customer: CustomerListItem): void;
  /** The rows ticked for a bulk change (issue 24) and the ids shown; absent: no checkboxes. */
  selection?: { selection: BulkSelection; loadedIds: readonly number[] };
}
