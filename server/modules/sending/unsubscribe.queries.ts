import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, customers } from '../../db/schema';
import { optOutAlert } from '../alerts/alert-events';
import { raiseAlerts } from '../alerts/alerts.queries';
import { legalFooterColumns } from '../companies/companies.queries';
import { recordConsent } from '../customers/consent.queries';

/**
 * The sender as the page shows it (name, Impressum, contact, privacy notice) and whether the
 * customer has opted out; undefined when the customer is gone.
 */
export async function getUnsubscribeTarget(db: Db, customerId: number) {
  const [row] = await db
    .select({
      company: {
        name: companies.name,
        website: companies.website,
        ...legalFooterColumns,
        registeredSeat: companies.registeredSeat,
        contactEmail: companies.contactEmail,
        gmailEmail: companies.gmailEmail,
        privacyNotice: companies.privacyNotice,
      },
      optedOutAt: customers.optedOutAt,
    })
    .from(customers)
    .innerJoin(companies, eq(companies.id, customers.companyId))
    .where(eq(customers.id, customerId));
  return row;
}

/**
 * Marks the opt-out once and records it in the consent history (consent withdrawn, source
 * 'opt_out'), in one transaction; a second click keeps the first time and records nothing.
 * Only the owner's own consent in the portal clears opted_out_at (clearOptOut, decision 079); an
 * operator's consent cannot make the customer mailable again (decision 031).
 */
export async function markOptedOut(db: Db, customerId: number, now: Date, note: string | null = null) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(customers)
      .set({ optedOutAt: now })
      .where(and(eq(customers.id, customerId), isNull(customers.optedOutAt)))
      .returning({ id: customers.id, name: customers.name, companyId: customers.companyId });
    if (!row) return;
    await recordConsent(tx, { customerId, consent: 'none', source: 'opt_out', at: now, note });
    // The operators hear of it in the bell (docs/decisions/049).
    await raiseAlerts(tx, [optOutAlert({ companyId: row.companyId, customerId, customerName: row.name })]);
  });
}

/**
 * The owner's renewed consent in the portal (decision 079) lifts their own opt-out, in the caller's
 * transaction, which records the consent with its proof.
 */
export async function clearOptOut(tx: Db, customerId: number) {
  await tx.update(customers).set({ optedOutAt: null }).where(eq(customers.id, customerId));
}
