// The personal unsubscribe link of a customer: their id signed with the app secret, so nobody can
// guess another customer's link and nothing needs to be stored (docs/product.md §10).
import { createHmac, timingSafeEqual } from 'node:crypto';

const mac = (secret: string, customerId: number) =>
  createHmac('sha256', secret).update(`unsubscribe:${customerId}`).digest('base64url').slice(0, 32);

export function unsubscribeToken(secret: string, customerId: number): string {
  return `${customerId}.${mac(secret, customerId)}`;
}

/** The customer id of a well-signed token, else null. */
export function verifyUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (id > 2_147_483_647) return null;
  const expected = Buffer.from(mac(secret, id));
  const given = Buffer.from(match[2]);
  return timingSafeEqual(expected, given) ? id : null;
}

export function unsubscribeUrl(publicUrl: string, secret: string, customerId: number): string {
  return `${publicUrl.replace(/\/+$/, '')}/abmelden/${unsubscribeToken(secret, customerId)}`;
}
