import { lazy, Suspense, useState } from 'react';
import type { CompanyFormDialogProps } from './company-form-dialog';

const CompanyFormDialog = lazy(() =>
  import('./company-form-dialog').then((m) => ({ default: m.CompanyFormDialog })),
);

/** The form's code (react-hook-form, zod) loads on the first open, not with the first page. */
export function LazyCompanyFormDialog(props: CompanyFormDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CompanyFormDialog {...props} />
    </Suspense>
  );
}
