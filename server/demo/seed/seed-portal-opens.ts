import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Portal opens for the dashboard's funnel and the drawer (decision 074): the owners of the first
 * company's eight newest sent offer mails opened the portal three hours after them, through the
 * mail's own link. The token hashes are of no token: the links open nothing.
 */
export async function seedPortalOpens(tx: Db, companyId: number, now: Date) {
  await tx.execute(sql`
    insert into portal_links (company_id, customer_id, token_hash, email_log_id, created_at, last_used_at, first_opened_at)
    select e.company_id, e.customer_id, 'demo-open-' || e.id, e.id, e.sent_at,
      least(e.sent_at + interval '3 hours', ${now.toISOString()}::timestamptz),
      least(e.sent_at + interval '3 hours', ${now.toISOString()}::timestamptz)
    from email_logs e
    where e.company_id = ${companyId} and e.kind = 'review' and e.status = 'sent'
    order by e.sent_at desc
    limit 8`);
}
