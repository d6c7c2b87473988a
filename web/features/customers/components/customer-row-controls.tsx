import type { CustomerListItem } from '@common/schemas/customer';
import { FollowUpDue } from '@/components/follow-ups/follow-up-due';
import { CustomerActions } from './customer-actions';
import type { CustomerRowHandlers } from './customer-row-handlers';
import { CustomerStatusSelect } from './customer-status-select';

/** The open follow-up under the customer's name, its note as the title. */
export function CustomerFollowUpLine({ followUp }: { followUp: CustomerListItem['followUp'] }) {
  if (!followUp) return null;
  return (
    <FollowUpDue
      dueAt={followUp.dueAt}
      prefix="Wiedervorlage"
      title={followUp.note ?? undefined}
      className="max-w-full text-xs"
    />
  );
}

/** The row's status select, waiting while its change is saved. */
export function CustomerRowStatus({
  customer,
  row,
}: {
  customer: CustomerListItem;
  row: CustomerRowHandlers;
}) {
  return (
    <CustomerStatusSelect
      customerName={customer.name}
      status={customer.status}
      disabled={row.isStatusPending(customer.id)}
      onChange={(status) => row.onStatusChange(customer, status)}
    />
  );
}

/** The row's eye, edit and delete buttons. */
export function CustomerRowActions({
  customer,
  row,
}: {
  customer: CustomerListItem;
  row: CustomerRowHandlers;
}) {
  return (
    <CustomerActions
      customerName={customer.name}
      canManage={row.canManage}
      onEdit={() => row.onEdit(customer)}
      onDelete={() => row.onDelete(customer)}
      onOpen={() => row.onOpen(customer)}
    />
  );
}
