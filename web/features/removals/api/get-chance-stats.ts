import type { ChanceStats } from '@common/schemas/removal-chance';
import { useQuery } from '@tanstack/react-query';
import { apiGet, withQuery } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/removal-chance/stats: the company's closed cases per reason and per signal. */
export function useChanceStats(companyId: number) {
  return useQuery({
    queryKey: queryKeys.removalChanceStats(companyId),
    queryFn: () => apiGet<ChanceStats>(withQuery('/api/removal-chance/stats', { companyId })),
    enabled: companyId > 0,
  });
}
