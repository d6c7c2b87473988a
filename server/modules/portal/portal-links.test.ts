// The portal's links (issue 36, point 1) on both databases: a token opens its own customer only,
// is stored as its hash, lives 30 days from its last use, and revoking stops every older link.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, openTestDatabase, type TestDatabase } from '../../../tests/support/db';
import { addCompany, addCustomer } from '../../../tests/support/seed';
import { portalLinks } from '../../db/schema';
import { issuePortalToken, openPortalLink, PORTAL_LINK_DAYS, revokePortalLinks } from './portal-links';

const DAY = 24 * 60 * 60 * 1000;

describe.each(backends)('portal links [%s]', (backend) => {
  let database: TestDatabase;
  const db = () => database.db;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(() => database.close());

  it('opens its own customer, stores only a hash and moves its 30 days on with each use', async () => {
    const company = await addCompany(db());
    const customer = await addCustomer(db(), company.id);
    const other = await addCustomer(db(), company.id, { name: 'Andere GmbH' });
    const start = new Date('2026-11-01T10:00:00Z');
    const token = await issuePortalToken(db(), { companyId: company.id, customerId: customer.id }, start);
    await issuePortalToken(db(), { companyId: company.id, customerId: other.id }, start);

    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await db().select().from(portalLinks).where(eq(portalLinks.customerId, customer.id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);

    const day29 = new Date(start.getTime() + (PORTAL_LINK_DAYS - 1) * DAY);
    expect(await openPortalLink(db(), token, day29)).toMatchObject({
      customerId: customer.id,
      companyId: company.id,
    });
    // Opened on day 29, it still works 29 days later, but not 31 days after its last use.
    expect(await openPortalLink(db(), token, new Date(day29.getTime() + 29 * DAY))).not.toBeNull();
    const [opened] = await db().select().from(portalLinks).where(eq(portalLinks.customerId, customer.id));
    expect(opened.firstOpenedAt).toEqual(day29);
    expect(await openPortalLink(db(), token, new Date(day29.getTime() + 60 * DAY))).toBeNull();
  });

  it('refuses forged, malformed and revoked tokens alike', async () => {
    const company = await addCompany(db(), 'Zweite');
    const customer = await addCustomer(db(), company.id);
    const older = await issuePortalToken(db(), { companyId: company.id, customerId: customer.id });
    const newer = await issuePortalToken(db(), { companyId: company.id, customerId: customer.id });
    expect(await openPortalLink(db(), older)).not.toBeNull();

    const forged = `${newer.slice(0, -1)}${newer.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [forged, '', 'x'.repeat(44), `${newer.slice(0, 42)}\u0000`, "' or 1=1 --"])
      expect(await openPortalLink(db(), bad)).toBeNull();

    expect(await revokePortalLinks(db(), customer.id)).toBe(2);
    expect(await openPortalLink(db(), older)).toBeNull();
    expect(await openPortalLink(db(), newer)).toBeNull();
    const fresh = await issuePortalToken(db(), { companyId: company.id, customerId: customer.id });
    expect(await openPortalLink(db(), fresh)).toMatchObject({ customerId: customer.id });
  });
});
