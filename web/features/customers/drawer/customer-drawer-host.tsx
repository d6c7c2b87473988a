import { lazy, Suspense } from 'react';
import { useUrlState } from '@/lib/use-url-state';

const CustomerDrawer = lazy(() => import('./customer-drawer'));

/** The drawer of the customer named by `?customer=`; loaded only when one is opened. */
export function CustomerDrawerHost() {
  const [url, setUrl] = useUrlState({ customer: '', log: '' });
  const id = Number(url.customer);
  if (!Number.isSafeInteger(id) || id < 1) return null;
  return (
    <Suspense fallback={null}>
      <CustomerDrawer
        id={id}
        onClose={() => setUrl({ customer: '', log: '' })}
        onOpenEmail={(log) => setUrl({ log: String(log) })}
      />
    </Suspense>
  );
}
