import type { UserRole } from '@common/enums';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export interface DemoInfo {
  demo: boolean;
  credentials: { role: UserRole; email: string; password: string }[];
}

export interface DemoMail {
  id: number;
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

/** What the app mailed into the demo's SMTP sink, newest first; refreshed every few seconds. */
export function useDemoMails() {
  return useQuery({
    queryKey: ['/api/demo/mails'],
    queryFn: () => apiGet<DemoMail[]>('/api/demo/mails'),
    refetchInterval: 5000,
  });
}
