import type { BulkResult } from '@common/schemas/bulk';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiRequest, errorMessage } from '@/lib/api-client';

/**
 * Runs one bulk request (POST, the answer a BulkResult) with the app's notices: the server's
 * sentence as the toast ('3 Kunden auf „Angerufen“ gesetzt'), its German reason on failure. The
 * lists under `invalidate` refetch either way; `onDone` runs after a success (clear the selection).
 */
export function useBulkAction(invalidate: readonly QueryKey[], onDone: () => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ url, body }: { url: string; body: unknown }) =>
      (await (await apiRequest('POST', url, body)).json()) as BulkResult,
    onSettled: () => {
      for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
    },
  });
  const run = (url: string, body: unknown) =>
    mutation.mutate(
      { url, body },
      {
        onSuccess: (result) => {
          toast({ title: result.message });
          onDone();
        },
        onError: (error) =>
          toast({
            title: 'Fehler',
            description: errorMessage(error, 'Die Änderung konnte nicht ausgeführt werden.'),
            variant: 'destructive',
          }),
      },
    );
  return { run, isPending: mutation.isPending };
}
