import type { TestApifyResponse } from '@common/schemas/scan';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function useTestEmail(companyId: number) {
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', `/api/test-email/${companyId}`);
      return (await res.json()) as { connected: boolean; message?: string };
    },
  });
}

export function useTestApify() {
  return useMutation({
    mutationFn: async (input: { googleMapsUrl: string; companyId?: number }) => {
      const res = await apiRequest('POST', '/api/test-apify', input);
      return (await res.json()) as TestApifyResponse;
    },
  });
}
