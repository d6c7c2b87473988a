// The public sign-up's calls (docs/api.md "Sign-up"): the company's page, the sign-up, the
// confirmation link and its confirmation. German JSON ({ message, errors? }); a refusal is an
// ApiError with the server's message and, for a 400, its field errors (decision 064).
import type { LegalFooter } from '@common/legal-footer';
import { ApiError } from '@/lib/api-error';

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

export type PublicCompany = Omit<SignupCompany, 'consentText' | 'consentTextVersion'>;

export interface Confirmation {
  state: 'pending' | 'confirmed' | 'expired';
  message: string;
  email: string;
  slug: string | null;
  company: PublicCompany;
}

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

const fallback = (status: number) =>
  status >= 500
    ? 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.'
    : 'Die Anfrage konnte nicht verarbeitet werden.';

async function publicRequest<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
  } catch (cause) {
    throw ApiError.network(cause, 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.');
  }
  if (!res.ok) throw await ApiError.fromResponse(res, fallback(res.status));
  return (await res.json().catch(() => null)) as T;
}

const signupUrl = (slug: string) => `/api/public/signup/${encodeURIComponent(slug)}`;

export const getSignupPage = (slug: string) => publicRequest<SignupCompany>('GET', signupUrl(slug));

/** POST /api/public/signup/{slug}: the neutral "please confirm" message. */
export const signUp = (slug: string, form: SignupForm) =>
  publicRequest<{ message: string }>('POST', signupUrl(slug), form);

/** What the link stands for (GET only asks: a mail scanner opening the link confirms nothing). */
export const getConfirmation = (token: string) =>
  publicRequest<Confirmation>('GET', `/api/public/signup/confirm/${encodeURIComponent(token)}`);

/** POST /api/public/signup/confirm: the one act that records the consent. */
export const confirmSignup = (token: string) =>
  publicRequest<Confirmation>('POST', '/api/public/signup/confirm', { token });

export type AlarmRoute =
  | { page: 'signup'; slug: string }
  | { page: 'confirm'; token: string }
  | { page: 'none' };

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Which page the address asks for: /alarm/confirm/{token}, /alarm/{slug}, else none. */
export function routeOf(path = location.pathname): AlarmRoute {
  const parts = path
    .replace(/^\/alarm\//, '')
    .replace(/\/$/, '')
    .split('/');
  if (parts.length === 2 && parts[0] === 'confirm' && parts[1])
    return { page: 'confirm', token: decode(parts[1]) };
  if (parts.length === 1 && parts[0]) return { page: 'signup', slug: decode(parts[0]) };
  return { page: 'none' };
}
