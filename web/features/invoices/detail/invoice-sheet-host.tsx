import { lazy, Suspense } from 'react';
import { useUrlState } from '@/lib/use-url-state';

const InvoiceSheet = lazy(() => import('./invoice-sheet'));

/** The invoice named by `?invoice=` in a side sheet; loaded (with its dialogs) only when one is opened. */
export function InvoiceSheetHost() {
  const [url, setUrl] = useUrlState({ invoice: '' });
  const id = Number(url.invoice);
  if (!Number.isSafeInteger(id) || id < 1) return null;
  return (
    <Suspense fallback={null}>
      <InvoiceSheet
        key={id}
        id={id}
        onClose={() => setUrl({ invoice: '' })}
        onOpen={(other) => setUrl({ invoice: String(other) })}
      />
    </Suspense>
  );
}
