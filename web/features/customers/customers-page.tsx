import type { ReactNode } from 'react';
import { useCustomerFormDialog } from './components/use-customer-form-dialog';
import { CustomersPanel } from './customers-panel';

/** /customers-new/{companyId}: the overview panel with its customer modal. */
export function CustomersPage({ companyId, actions }: { companyId: number; actions?: ReactNode }) {
  const customerDialog = useCustomerFormDialog(companyId);
  return (
    <>
      {/* A new company starts with fresh search, filter, sort and page. */}
      <CustomersPanel
        key={companyId}
        companyId={companyId}
        onEdit={customerDialog.edit}
        onAdd={() => customerDialog.edit(null)}
        actions={actions}
      />
      {customerDialog.element}
    </>
  );
}
