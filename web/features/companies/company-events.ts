import type { QueryClient } from '@tanstack/react-query';
import { keepToastsAcrossReload } from '@/hooks/use-toast';
import { queryKeys } from '@/lib/query-keys';

/**
 * docs/product.md §4: 'companyUpdated' clears the cache and refetches the companies. Everything but the
 * signed-in user is reset; active queries (the companies list among them) refetch at once.
 */
export function resetCachesOnCompanyUpdate(queryClient: QueryClient) {
  const onUpdated = () =>
    void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0] });
  window.addEventListener('companyUpdated', onUpdated);
  return () => window.removeEventListener('companyUpdated', onUpdated);
}

/** docs/product.md §4: after saving a company the caches are cleared and the whole app reloads after 200 ms. */
export function afterCompanySaved() {
  window.dispatchEvent(new CustomEvent('companyUpdated'));
  window.setTimeout(() => {
    keepToastsAcrossReload();
    window.location.reload();
  }, 200);
}
