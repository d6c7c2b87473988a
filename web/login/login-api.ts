// The login page's two calls (docs/api.md "Auth"): the sign-in and, in demo mode, the demo's accounts.
import type { User } from '@common/schemas/user';
import type { DemoInfo } from '@/features/demo/api/demo';
import { apiGet, apiRequest, errorMessage } from '@/lib/api-client';

export const loginFailedText = 'Anmeldung fehlgeschlagen. Überprüfen Sie Ihre Anmeldedaten.';

/**
 * Signs in; the error is the German text the page shows: the server's message, else the spec's
 * (docs/product.md §2 Login). The session cookie comes with the answer.
 */
export async function signIn(email: string, password: string): Promise<{ user?: User; error?: string }> {
  try {
    const res = await apiRequest('POST', '/api/auth/login', { email, password });
    const body = (await res.json().catch(() => ({}))) as { user?: User };
    return body.user ? { user: body.user } : { error: loginFailedText };
  } catch (error) {
    return { error: errorMessage(error, loginFailedText) };
  }
}

/** The demo's accounts, or none outside demo mode (or when the call fails: the hint is extra). */
export async function demoAccounts(): Promise<DemoInfo['credentials']> {
  const info = await apiGet<DemoInfo>('/api/demo').catch(() => undefined);
  return info?.demo ? info.credentials : [];
}
