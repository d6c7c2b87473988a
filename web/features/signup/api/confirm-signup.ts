import { useMutation, useQuery } from '@tanstack/react-query';
import type { SignupCompany } from './get-signup-page';
import { publicRequest } from './public-request';

export interface Confirmation {
  state: 'pending' | 'confirmed' | 'expired';
  message: string;
  email: string;
  slug: string | null;
  company: Omit<SignupCompany, 'consentText' | 'consentTextVersion'>;
}

/** What the link stands for (GET only asks: a mail scanner opening the link confirms nothing). */
export const useConfirmation = (token: string) =>
  useQuery({
    queryKey: ['/api/public/signup/confirm', token],
    queryFn: () =>
      publicRequest<Confirmation>('GET', `/api/public/signup/confirm/${encodeURIComponent(token)}`),
    retry: false,
  });

/** POST /api/public/signup/confirm: the one act that records the consent. */
export const useConfirmSignup = () =>
  useMutation({
    mutationFn: (token: string) =>
      publicRequest<Confirmation>('POST', '/api/public/signup/confirm', { token }),
  });
