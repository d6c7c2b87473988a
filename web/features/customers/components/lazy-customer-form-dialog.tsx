import { lazy, Suspense, useState } from 'react';
import type { CustomerFormDialogProps } from './customer-form-dialog';

const CustomerFormDialog = lazy(() =>
  import('./customer-form-dialog').then((m) => ({ default: m.CustomerFormDialog })),
);

/** The form's code (react-hook-form, zod) loads on the first open, not with the first page. */
export function LazyCustomerFormDialog(props: CustomerFormDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted || !props.companyId) return null;
  return (
    <Suspense fallback={null}>
      <CustomerFormDialog {...props} />
    </Suspense>
  );
}
