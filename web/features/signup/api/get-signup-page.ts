import type { LegalFooter } from '@common/legal-footer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRequest } from './public-request';

/** The company's public face (GET /api/public/signup/{slug}). */
export interface SignupCompany extends LegalFooter {
  name: string;
  website: string | null;
  registeredSeat: string | null;
  contactEmail: string | null;
  consentText: string;
  consentTextVersion: number;
  /** The privacy notice (Art. 13 DSGVO) as shown: the company's own text or the default, filled in. */
  privacyNotice: string;
}

export const signupPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['/api/public/signup', slug],
    queryFn: () => publicRequest<SignupCompany>('GET', `/api/public/signup/${encodeURIComponent(slug)}`),
    retry: false,
    staleTime: 60_000,
  });

export const useSignupPage = (slug: string) => useQuery(signupPageQueryOptions(slug));
