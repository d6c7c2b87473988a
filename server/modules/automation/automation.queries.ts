// SQL of the automation settings (one row per company, defaults while none) and of the connection
// tests' reads (docs/product.md §2 "Automation").
import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { automationSettings, companies } from '../../db/schema';
import { updateCompany } from '../companies/companies.queries';

/** The company's flag and its automation row (null columns when the row is missing), in one statement. */
export async function getAutomationSettingsRow(db: Db, companyId: number) {
  const [row] = await db
    .select({
      emailNotifications: companies.emailNotifications,
      autoScanEnabled: automationSettings.autoScanEnabled,
      scanFrequency: automationSettings.scanFrequency,
      scanTime: automationSettings.scanTime,
      ratingThreshold: automationSettings.ratingThreshold,
      reviewAge: automationSettings.reviewAge,
    })
    .from(companies)
    .leftJoin(automationSettings, eq(automationSettings.companyId, companies.id))
    .where(eq(companies.id, companyId));
  return row;
}

/** The company's own e-mail flag and its settings row, written together. */
export async function saveAutomationSettings(
  db: Db,
  companyId: number,
  emailNotifications: boolean | undefined,
  settings: Omit<typeof automationSettings.$inferInsert, 'companyId' | 'updatedAt'>,
) {
  await db.transaction(async (tx) => {
    if (emailNotifications !== undefined) {
      await updateCompany(tx, companyId, { emailNotifications });
    }
    const values = { ...settings, updatedAt: new Date() };
    await tx
      .insert(automationSettings)
      .values({ companyId, ...values })
      .onConflictDoUpdate({ target: automationSettings.companyId, set: values });
  });
}

/** The stored mail account of a company, for its connection test. */
export async function getMailAccount(db: Db, companyId: number) {
  const [row] = await db
    .select({
      smtpHost: companies.smtpHost,
      smtpPort: companies.smtpPort,
      gmailEmail: companies.gmailEmail,
      gmailPasswordSealed: companies.gmailPasswordSealed,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/** The Apify key and actor of a company, or of the first company with a key. */
export async function getApifyAccount(db: Db, companyId: number | undefined) {
  const [row] = await db
    .select({ id: companies.id, key: companies.apifyApiKeySealed, actorId: companies.apifyActorId })
    .from(companies)
    .where(companyId ? eq(companies.id, companyId) : isNotNull(companies.apifyApiKeySealed))
    .orderBy(companies.id)
    .limit(1);
  return row;
}
