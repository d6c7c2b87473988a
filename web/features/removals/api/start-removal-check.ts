import type { RemovalCheckRun } from '@common/schemas/removal';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/removals/check/{companyId}: starts the verification check (202 at once, the job runs it). */
export function useStartRemovalCheck(companyId: number) {
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', `/api/removals/check/${companyId}`);
      return (await res.json()) as RemovalCheckRun;
    },
  });
}
