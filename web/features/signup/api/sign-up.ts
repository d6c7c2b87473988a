import { useMutation } from '@tanstack/react-query';
import { publicRequest } from './public-request';

export interface SignupForm {
  name: string;
  contactTitle: '' | 'Herr' | 'Frau';
  contactPerson: string;
  email: string;
  googleMapsLink: string;
  consent: boolean;
  /** The honeypot: stays empty for people. */
  website: string;
}

/** POST /api/public/signup/{slug}: the neutral "please confirm" message. */
export const useSignUp = (slug: string) =>
  useMutation({
    mutationFn: (form: SignupForm) =>
      publicRequest<{ message: string }>('POST', `/api/public/signup/${encodeURIComponent(slug)}`, form),
  });
