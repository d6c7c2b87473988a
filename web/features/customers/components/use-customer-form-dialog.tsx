import type { Customer } from '@common/schemas/customer';
import { useState } from 'react';
import { LazyCustomerFormDialog } from './lazy-customer-form-dialog';

/** The customer modal of a page: `edit(null)` opens it for a new customer, `edit(c)` for `c`. */
export function useCustomerFormDialog(companyId: number) {
  const [dialog, setDialog] = useState<{ open: boolean; customer: Customer | null }>({
    open: false,
    customer: null,
  });
  const edit = (customer: Customer | null) => setDialog({ open: true, customer });
  const element = (
    <LazyCustomerFormDialog
      open={dialog.open}
      onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      companyId={companyId}
      customer={dialog.customer}
    />
  );
  return { edit, element };
}
