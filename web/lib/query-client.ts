import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** docs/product.md §9: fresh for 5 minutes, no interval or focus refetch, no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: 5 * 60 * 1000,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
