// Every change of a customer's consent, with who and why (docs/product.md §12): the operator's,
// the customer's own opt-out, and a confirmed sign-up with its proof. The one writer of
// customers.consent and consent_events together.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consentEvents, customers } from '../../db/schema';
import { berlinWallTime } from '../../lib/berlin-time';

export interface ConsentChange {
  customerId: number;
  consent: 'none' | 'requested' | 'given';
  source: 'signup' | 'operator' | 'opt_out' | 'portal';
  at?: Date;
  user?: { id: number; name: string } | null;
  note?: string | null;
  /**
   * The day the consent was given when it is not the day of `at` (yyyy-MM-dd; the operator
   * records a consent given on the phone last week), null for none known. Left out: the Berlin
   * day of `at`.
   */
  date?: string | null;
  /** A confirmed sign-up's or a portal consent's proof. */
  proof?: {
    ip: string | null;
    userAgent: string | null;
    consentText: string;
    consentTextVersion: number;
    email: string;
  };
}

const berlinDate = (at: Date) => {
  const w = berlinWallTime(at);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
};

/** Sets the customer's consent (and its day) and records the change, in the caller's transaction. */
export async function recordConsent(tx: Db, change: ConsentChange) {
  await recordConsents(tx, [change]);
}

/**
 * Many changes at once (a CSV import, issue 24): one UPDATE … FROM (VALUES …) and one INSERT per
 * 2,000 changes, in the caller's transaction; the same rules as one change.
 */
export async function recordConsents(tx: Db, changes: ConsentChange[]) {
  const now = new Date();
  for (let i = 0; i < changes.length; i += 2000) {
    const chunk = changes.slice(i, i + 2000).map((change) => {
      const at = change.at ?? now;
      const day = change.consent === 'none' ? null : change.date !== undefined ? change.date : berlinDate(at);
      return { change, at, day };
    });
    const values = chunk.map(
      ({ change, day }) => sql`(${change.customerId}::int, ${change.consent}::text, ${day}::date)`,
    );
    await tx.execute(sql`update ${customers} set consent = v.consent, consent_date = v.day
      from (values ${sql.join(values, sql`, `)}) as v(id, consent, day) where ${customers.id} = v.id`);
    await tx.insert(consentEvents).values(
      chunk.map(({ change, at }) => ({
        customerId: change.customerId,
        consent: change.consent,
        source: change.source,
        at,
        userId: change.user?.id ?? null,
        userName: change.user?.name ?? null,
        note: change.note ?? null,
        ...(change.proof ?? {}),
      })),
    );
  }
}
