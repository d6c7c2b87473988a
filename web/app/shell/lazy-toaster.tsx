import { lazy, Suspense } from 'react';
import { useToast } from '@/hooks/use-toast';
import { useAfterFirstScreen } from './after-first-screen';

const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * The notices' Radix code loads once the first page stands, or at once when a notice comes before
 * that; one raised meanwhile waits in the store and shows when it is in (decision 089).
 */
export function LazyToaster() {
  const later = useAfterFirstScreen();
  const { toasts } = useToast();
  if (!later && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
