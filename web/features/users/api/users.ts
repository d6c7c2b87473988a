import type { User } from '@common/schemas/user';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const usersQueryOptions = queryOptions({
  queryKey: queryKeys.users,
  queryFn: () =>
    apiGet<User[]>('/api/users').catch((error: Error) => {
      throw new Error('Failed to fetch users', { cause: error });
    }),
});

export const useUsers = () => useQuery(usersQueryOptions);

export interface UserInput {
  name: string;
  email: string;
  role: User['role'];
  password?: string;
}

/** Every successful user call refreshes the list (docs/product.md §7). */
function useUserMutation<V>(fn: (vars: V) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V) => (await fn(vars)).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users }),
  });
}

export const useCreateUser = () =>
  useUserMutation((input: UserInput) => apiRequest('POST', '/api/users', input));

export const useUpdateUser = () =>
  useUserMutation(({ id, input }: { id: number; input: UserInput }) =>
    apiRequest('PUT', `/api/users/${id}`, input),
  );

export const useDeleteUser = () => useUserMutation((id: number) => apiRequest('DELETE', `/api/users/${id}`));
