import type { OfferPreview, OfferPreviewRequest } from '@common/schemas/offer-preview';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/companies/:id/offer-preview: the offer as the typed template builds it (managers only). */
export function useOfferPreview(companyId: number, input: OfferPreviewRequest, enabled: boolean) {
  return useQuery({
    queryKey: ['offer-preview', companyId, input],
    queryFn: async (): Promise<OfferPreview> =>
      (await apiRequest('POST', `/api/companies/${companyId}/offer-preview`, input)).json(),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
}
