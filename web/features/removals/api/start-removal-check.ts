import type { RemovalCheckRun, RemovalCheckStatus } from '@common/schemas/removal';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';

/** POST /api/removals/check/{companyId}: starts the verification check (202 at once, the job runs it). */
export function useStartRemovalCheck(companyId: number) {
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', `/api/removals/check/${companyId}`);
      return (await res.json()) as RemovalCheckRun;
    },
  });
}

/** How far the started check is (GET …/{runId}): asked every two seconds while it runs. */
export function useRemovalCheckStatus(companyId: number, runId: number | null) {
  return useQuery({
    queryKey: ['/api/removals/check', companyId, runId],
    queryFn: () => apiGet<RemovalCheckStatus>(`/api/removals/check/${companyId}/${runId}`),
    enabled: runId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 2000 : false),
  });
}
