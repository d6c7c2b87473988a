import { lazy, Suspense } from 'react';
import { useUrlState } from '@/lib/use-url-state';

const EmailLogDialog = lazy(() => import('./email-log-dialog'));

/** Opens the detail view of the log named by `?log=` in the address; closing removes only that. */
export function EmailLogDetail() {
  const [url, setUrl] = useUrlState({ log: '' });
  const id = Number(url.log);
  if (!Number.isSafeInteger(id) || id < 1) return null;
  return (
    <Suspense fallback={null}>
      <EmailLogDialog id={id} onClose={() => setUrl({ log: '' })} />
    </Suspense>
  );
}
