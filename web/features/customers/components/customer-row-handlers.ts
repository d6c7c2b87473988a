import type { CustomerStatus } from '@common/enums';
import type { CustomerListItem } from '@common/schemas/customer';

/** What a table row or card can do, shared by both layouts. */
export interface CustomerRowHandlers {
  canManage: boolean;
  isStatusPending(id: number): boolean;
  onStatusChange(customer: CustomerListItem, status: CustomerStatus): void;
  onEdit(customer: CustomerListItem): void;
  onDelete(customer: CustomerListItem): void;
  /** Opens the customer drawer (the eye icon). */
  onOpen(customer: CustomerListItem): void;
}
