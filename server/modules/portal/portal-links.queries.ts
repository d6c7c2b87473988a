// SQL of the portal links (docs/decisions/070): issued per mail, looked up by the token's hash,
// kept alive by use, revoked per customer.
import { and, eq, gt, isNotNull, isNull, max, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, portalLinks } from '../../db/schema';

export interface NewPortalLink {
  companyId: number;
  customerId: number;
  tokenHash: string;
  emailLogId?: number | null;
  createdBy?: number | null;
}

export async function insertPortalLink(db: Db, link: NewPortalLink, now: Date) {
  await db.insert(portalLinks).values({ ...link, createdAt: now, lastUsedAt: now });
}

/**
 * The live link with this hash, moved on to `now` in the same statement (its 30 days start again);
 * undefined when unknown, revoked or unused since `validAfter`.
 */
export async function touchLiveLink(db: Db, tokenHash: string, validAfter: Date, now: Date) {
  const [row] = await db
    .update(portalLinks)
    .set({ lastUsedAt: now, firstOpenedAt: sql`coalesce(${portalLinks.firstOpenedAt}, ${now})` })
    .where(
      and(
        eq(portalLinks.tokenHash, tokenHash),
        isNull(portalLinks.revokedAt),
        gt(portalLinks.lastUsedAt, validAfter),
      ),
    )
    .returning({
      id: portalLinks.id,
      tokenHash: portalLinks.tokenHash,
      companyId: portalLinks.companyId,
      customerId: portalLinks.customerId,
    });
  return row;
}

/** Revokes every live link of a customer; answers how many. */
export async function revokeCustomerLinks(db: Db, customerId: number, now: Date) {
  const rows = await db
    .update(portalLinks)
    .set({ revokedAt: now })
    .where(and(eq(portalLinks.customerId, customerId), isNull(portalLinks.revokedAt)))
    .returning({ id: portalLinks.id });
  return rows.length;
}

/** The company of a link with this hash, live or not: a dead link's page names whom to ask. */
export async function findLinkCompany(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      name: companies.name,
      contactEmail: companies.contactEmail,
      gmailEmail: companies.gmailEmail,
      contactPhone: companies.contactPhone,
    })
    .from(portalLinks)
    .innerJoin(companies, eq(companies.id, portalLinks.companyId))
    .where(eq(portalLinks.tokenHash, tokenHash));
  return row;
}

/** When the owner first and last opened any of the customer's links (null: never). */
export async function portalOpenings(db: Db, customerId: number) {
  const [row] = await db
    .select({ firstOpenedAt: min(portalLinks.firstOpenedAt), lastOpenedAt: max(portalLinks.lastUsedAt) })
    .from(portalLinks)
    .where(and(eq(portalLinks.customerId, customerId), isNotNull(portalLinks.firstOpenedAt)));
  return { firstOpenedAt: row?.firstOpenedAt ?? null, lastOpenedAt: row?.lastOpenedAt ?? null };
}
