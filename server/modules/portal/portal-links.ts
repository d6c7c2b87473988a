// The links that open a customer's portal (docs/product.md "Kundenportal", docs/decisions/070):
// 256 random bits as base64url, only the SHA-256 stored, valid 30 days from their last use. Every
// mail to a customer carries a link of its own, so revoking is per customer, not per link.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import {
  findLinkCompany,
  insertPortalLink,
  type NewPortalLink,
  revokeCustomerLinks,
  touchLiveLink,
} from './portal-links.queries';

/** A link stays valid this many days after it was last opened (issue 36). */
export const PORTAL_LINK_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
/** 32 bytes as base64url: 43 characters of A–Z, a–z, 0–9, '-' and '_'. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The portal's address for a token: `/kunde/{token}` under the public URL. */
export const portalUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/kunde/${token}`;

/** Stores a new link and answers its token (shown once: in the mail or to the manager). */
export async function issuePortalToken(db: Db, link: Omit<NewPortalLink, 'tokenHash'>, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  await insertPortalLink(db, { ...link, tokenHash: hashOf(token) }, now);
  return token;
}

export interface PortalAccess {
  linkId: number;
  companyId: number;
  customerId: number;
}

/**
 * The customer a token opens, or null for a malformed, unknown, revoked or expired one (all look
 * the same to the caller). Opening it moves its 30 days on.
 */
export async function openPortalLink(db: Db, token: string, now = new Date()): Promise<PortalAccess | null> {
  if (!tokenPattern.test(token)) return null;
  const hash = hashOf(token);
  const row = await touchLiveLink(db, hash, new Date(now.getTime() - PORTAL_LINK_DAYS * DAY_MS), now);
  // The index found the row by its hash; the comparison that decides is the constant-time one.
  if (!row || !timingSafeEqual(Buffer.from(row.tokenHash), Buffer.from(hash))) return null;
  return { linkId: row.id, companyId: row.companyId, customerId: row.customerId };
}

/** Revokes every link of the customer (a manager in the drawer); older mails' links stop working. */
export const revokePortalLinks = (db: Db, customerId: number, now = new Date()) =>
  revokeCustomerLinks(db, customerId, now);

/** The company a well-formed token belongs to, even when revoked or expired; undefined if none. */
export async function deadLinkCompany(db: Db, token: string) {
  if (!tokenPattern.test(token)) return undefined;
  return findLinkCompany(db, hashOf(token));
}
