import type { User } from '@common/schemas/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const currentUserQueryOptions = queryOptions({
  queryKey: queryKeys.currentUser,
  queryFn: getQueryFn<User | null>({ on401: 'returnNull' }),
  staleTime: 5 * 60 * 1000,
  retry: false,
});

export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions);
  // `error`: the server did not answer the check (a 401 is no error: `user` is null).
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error, retry: query.refetch };
}

/** What the signed-in role may do; the server enforces the same rules (docs/product.md §6). */
export function usePermissions() {
  const { user } = useCurrentUser();
  const role = user?.role;
  return {
    manageUsers: role === 'admin',
    manageCompanies: role === 'admin' || role === 'manager',
    /** SMTP host and port: where the stored app password goes, so admins only (issue 17). */
    manageMailServer: role === 'admin',
    manageCustomers: role === 'admin' || role === 'manager',
  };
}
