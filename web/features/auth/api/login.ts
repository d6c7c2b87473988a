import type { LoginInput, User } from '@common/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { apiRequest } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';

export const loginFailedText = 'Anmeldung fehlgeschlagen. Überprüfen Sie Ihre Anmeldedaten.';

/** docs/product.md §4: on success the user is cached and the app goes to the dashboard. */
export function useLogin() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async (credentials: LoginInput) => {
      // A refusal is an ApiError with the server's message (docs/product.md §8), shown by the page.
      const res = await apiRequest('POST', '/api/auth/login', credentials);
      const body = (await res.json().catch(() => ({}))) as { user?: User };
      if (!body.user) throw new Error(loginFailedText);
      return body.user;
    },
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.currentUser, user);
      navigate(paths.home());
    },
  });
}

/** docs/product.md §4: logout clears every cache and goes to /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', '/api/auth/logout').catch(() => {
        throw new Error('Logout failed');
      });
      return res.json();
    },
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.currentUser, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0] });
      // TanStack Query tells components on a zero timeout, while a navigation re-renders at once:
      // navigating after that timeout lets the router see the signed-out state first, instead of
      // a signed-in shell that would redirect /login to the dashboard.
      setTimeout(() => navigate(paths.login), 0);
    },
  });
}
