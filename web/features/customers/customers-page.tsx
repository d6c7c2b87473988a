import type { Customer } from '@common/schemas/customer';
import { type ReactNode, useState } from 'react';
import { LazyCustomerFormDialog } from './components/lazy-customer-form-dialog';
import { CustomersPanel } from './customers-panel';

/** /customers-new/{companyId}: the overview panel with its customer modal. */
export function CustomersPage({ companyId, actions }: { companyId: number; actions?: ReactNode }) {
  const [dialog, setDialog] = useState<{ open: boolean; customer: Customer | null }>({
    open: false,
    customer: null,
  });
  return (
    <>
      {/* A new company starts with fresh search, filter, sort and page. */}
      <CustomersPanel
        key={companyId}
        companyId={companyId}
        onEdit={(customer) => setDialog({ open: true, customer })}
        onAdd={() => setDialog({ open: true, customer: null })}
        actions={actions}
      />
      <LazyCustomerFormDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        companyId={companyId}
        customer={dialog.customer}
      />
    </>
  );
}
