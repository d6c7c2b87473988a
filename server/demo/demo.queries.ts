// SQL of the demo's start: the simulated services written into every company, consent for all.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, customers, emailLogs, users } from '../db/schema';

export async function countCompanies(db: Db) {
  const [row] = await db.select({ n: count() }).from(companies);
  return row.n;
}

export async function userExists(db: Db, email: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user !== undefined;
}

/** Every company sends through the sink and scans through the fake; legal data filled in where empty. */
export async function pointCompaniesAtSimulations(
  db: Db,
  sim: {
    sinkUser: string;
    sinkHost: string;
    sinkPort: number;
    passwordSealed: string;
    apifyKeySealed: string;
  },
) {
  await db.update(companies).set({
    // Each company keeps its own sender address; the sink takes any with the demo password.
    gmailEmail: sql`coalesce(${companies.gmailEmail}, ${sim.sinkUser})`,
    gmailPasswordSealed: sim.passwordSealed,
    smtpHost: sim.sinkHost,
    smtpPort: sim.sinkPort,
    apifyApiKeySealed: sim.apifyKeySealed,
    mailPauseSeconds: 0,
    legalName: sql`coalesce(${companies.legalName}, ${companies.name})`,
    legalAddress: sql`coalesce(${companies.legalAddress}, 'Musterstraße 1, 20095 Hamburg')`,
    managingDirectors: sql`coalesce(${companies.managingDirectors}, 'Erika Mustermann')`,
    registerCourt: sql`coalesce(${companies.registerCourt}, 'Amtsgericht Hamburg')`,
    registerNumber: sql`coalesce(${companies.registerNumber}, 'HRB 123456')`,
    vatId: sql`coalesce(${companies.vatId}, 'DE123456789')`,
  });
}

/** Every customer may be mailed in the demo, so a scan shows the whole way to the inbox. */
export async function giveConsentToAll(db: Db) {
  await db.update(customers).set({ consent: 'given' }).where(eq(customers.consent, 'none'));
}

/**
 * The company of each mail in the demo mailbox, found by the Message-ID the app stored when it sent
 * it (email_logs.message_id); with `companyId`, only that company's mails. Mails the app has no
 * log of (none in the demo) are not returned.
 */
export async function companiesOfMails(db: Db, messageIds: string[], companyId: number | undefined) {
  if (messageIds.length === 0) return [];
  return db
    .select({ messageId: emailLogs.messageId, companyId: companies.id, companyName: companies.name })
    .from(emailLogs)
    .innerJoin(companies, eq(companies.id, emailLogs.companyId))
    .where(
      and(
        inArray(emailLogs.messageId, messageIds),
        companyId === undefined ? undefined : eq(emailLogs.companyId, companyId),
      ),
    );
}
