// What the portal's e-mail actions read (decision 079): the company's consent rules and text, the
// customer's consent and opt-out, and the mail that carried the link (the consent's proof). Reads
// only; the writes belong to sending (the opt-out) and customers (the consent history).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoUtc } from '../../db/sql-helpers';
import type { PortalAccess } from './portal-links';
import type { MailFacts } from './portal-mail';

export interface MailFactsRow extends MailFacts {
  companyName: string;
  /** The address and time of the mail the link came with; null for a hand-made or test link. */
  mail: { recipient: string | null; sentAt: string | null } | null;
}

/** Locks the customer's row (with `lock`): two clicks at once queue up, the second finds it done. */
export async function readMailFacts(
  db: Db,
  access: PortalAccess,
  lock = false,
): Promise<MailFactsRow | undefined> {
  if (lock) await db.execute(sql`select id from customers where id = ${access.customerId} for update`);
  const result = (await db.execute(sql`
    select co.name as company_name, co.require_consent, co.consent_text, co.consent_text_version,
           ${isoUtc(sql.raw('c.opted_out_at'))} as opted_out_at, c.consent, c.consent_date::text as consent_date,
           e.recipient, ${isoUtc(sql.raw('coalesce(e.sent_at, e.created_at)'))} as sent_at, e.id as email_log_id
      from customers c join companies co on co.id = c.company_id
      left join portal_links l on l.id = ${access.linkId} and l.customer_id = c.id
      left join email_logs e on e.id = l.email_log_id and not e.is_test
     where c.id = ${access.customerId} and c.company_id = ${access.companyId}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const row = result.rows[0];
  if (!row) return undefined;
  const fromMail = row.email_log_id !== null && row.email_log_id !== undefined;
  return {
    companyName: String(row.company_name),
    company: {
      requireConsent: row.require_consent === true,
      consentText: (row.consent_text as string | null) ?? null,
      consentTextVersion: Number(row.consent_text_version),
    },
    customer: {
      optedOutAt: (row.opted_out_at as string | null) ?? null,
      consent: row.consent as MailFacts['customer']['consent'],
      consentDate: (row.consent_date as string | null) ?? null,
    },
    linkFromMail: fromMail,
    mail: fromMail
      ? {
          recipient: (row.recipient as string | null) ?? null,
          sentAt: (row.sent_at as string | null) ?? null,
        }
      : null,
  };
}
