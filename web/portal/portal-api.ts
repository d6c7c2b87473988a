// The portal's calls (docs/api.md "Kundenportal"): the view behind the link and the order.
// No session and no query library: one page, one owner, a handful of requests.
import type {
  PortalMailResult,
  PortalOrder,
  PortalOrderInput,
  PortalOrderResult,
  PortalView,
} from '@common/schemas/portal';
import { ApiError } from '@/lib/api-error';

/** The token of `/kunde/{token}`; the server decides whether it is one. */
export function tokenFromPath(path = location.pathname): string {
  return decodeURIComponent(path.replace(/^\/kunde\/?/, '').split('/')[0] ?? '');
}

const base = (token: string) => `/api/portal/${encodeURIComponent(token)}`;

async function send(url: string, init?: RequestInit): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, credentials: 'same-origin', cache: 'no-store' });
  } catch (cause) {
    throw ApiError.network(
      cause,
      'Keine Verbindung. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    );
  }
  if (!res.ok) throw await ApiError.fromResponse(res);
  return res;
}

export async function getPortalView(token: string): Promise<PortalView> {
  return (await send(base(token))).json();
}

/**
 * Places the order. `key` stays the same for a repeated send of the same order (a double tap, a
 * retry after a lost answer), so the server creates it once.
 */
export async function placeOrder(token: string, input: PortalOrderInput, key: string): Promise<PortalOrder> {
  const res = await send(`${base(token)}/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(input),
  });
  return ((await res.json()) as PortalOrderResult).order;
}

/** The owner's opt-out from the offer mails (decision 079); a second call changes nothing. */
export async function optOut(token: string): Promise<PortalMailResult> {
  return (await send(`${base(token)}/opt-out`, { method: 'POST' })).json();
}

/** The owner's consent to the text of `consentTextVersion`, the one the page showed. */
export async function giveConsent(token: string, consentTextVersion: number): Promise<PortalMailResult> {
  const res = await send(`${base(token)}/consent`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ consentTextVersion }),
  });
  return res.json();
}
