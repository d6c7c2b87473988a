import type { UserRole } from '@common/enums';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiGetPage, withQuery } from '@/lib/api-client';

export interface DemoInfo {
  demo: boolean;
  credentials: { role: UserRole; email: string; password: string }[];
}

export interface DemoMail {
  id: number;
  /** The sending company, from the mail's e-mail log; null when the app has no log of it. */
  companyId: number | null;
  companyName: string | null;
  from: string;
  to: string[];
  subject: string;
  receivedAt: string;
  text: string;
  html: string;
}

/** The demo's sign-in data; undefined outside demo mode. */
export function useDemo() {
  const query = useQuery({
    queryKey: ['/api/demo'],
    queryFn: () => apiGet<DemoInfo>('/api/demo'),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return query.data?.demo ? query.data : undefined;
}

/**
 * What the app mailed into the demo's SMTP sink, newest first, of every company (0) or one, and
 * how many there are; the newest 200 are loaded. Refreshed every few seconds.
 */
export function useDemoMails(companyId: number) {
  return useQuery({
    queryKey: ['/api/demo/mails', companyId],
    queryFn: () =>
      apiGetPage<DemoMail>(withQuery('/api/demo/mails', { companyId: companyId || undefined, limit: 200 })),
    refetchInterval: 5000,
  });
}
