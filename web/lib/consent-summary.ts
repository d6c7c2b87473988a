// How many customers the company's offers reach without consent (§7 UWG; decision 043): read by
// automation, settings and the dashboard. Under the customers' key, so every customer change
// (a consent set in the modal, a deletion) refreshes it.
import type { ConsentSummary } from '@common/schemas/customer';
import { useQuery } from '@tanstack/react-query';
import { apiGet, withQuery } from './api-client';
import { queryKeys } from './query-keys';

export const consentSummaryKey = (companyId: number) =>
  [...queryKeys.customers, 'consent-summary', companyId] as const;

export const useConsentSummary = (companyId: number) =>
  useQuery({
    queryKey: consentSummaryKey(companyId),
    queryFn: () => apiGet<ConsentSummary>(withQuery('/api/customers/consent-summary', { companyId })),
    enabled: companyId > 0,
    staleTime: 30_000,
  });
