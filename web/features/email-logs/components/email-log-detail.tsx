import { lazy, Suspense } from 'react';
import { useLocation, useSearch } from 'wouter';

const EmailLogDialog = lazy(() => import('./email-log-dialog'));

/** Opens the detail view of the log named by `?log=` in the address; closing removes it. */
export function EmailLogDetail() {
  const [path, navigate] = useLocation();
  const id = Number(new URLSearchParams(useSearch()).get('log'));
  if (!Number.isSafeInteger(id) || id < 1) return null;
  return (
    <Suspense fallback={null}>
      <EmailLogDialog id={id} onClose={() => navigate(path)} />
    </Suspense>
  );
}
