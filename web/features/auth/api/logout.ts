import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/**
 * docs/product.md §4: logout clears every cache and goes to /login. A full page load: the server
 * sends the login page's own entry there (decision 085), and nothing of the session stays in memory.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', '/api/auth/logout').catch(() => {
        throw new Error('Logout failed');
      });
      return res.json();
    },
    onSuccess: () => {
      queryClient.clear();
      window.location.assign(paths.login);
    },
  });
}
