import { and, eq, or, sql } from 'drizzle-orm';
import type { EmailLogStatusFilter } from '../../../common/schemas/email-log';
import type { Db } from '../../db/client';
import { customers, emailLogs } from '../../db/schema';
import {
  anyOf,
  cappedCount,
  containsPattern,
  filteredTotal,
  newestFirst,
  searchTextMatches,
  totalCap,
} from '../../db/sql-helpers';

export interface EmailLogFilter {
  companyId: number;
  search?: string;
  status: EmailLogStatusFilter;
  /** Under a search: the customers whose name or e-mail matches it (customerIdsMatching). */
  customerIds?: number[];
}

export const emailLogColumns = {
  id: emailLogs.id,
  customerId: emailLogs.customerId,
  customerName: customers.name,
  customerEmail: customers.email,
  reviewId: emailLogs.reviewId,
  emailSubject: emailLogs.emailSubject,
  emailContent: emailLogs.emailContent,
  status: emailLogs.status,
  errorMessage: emailLogs.errorMessage,
  recipient: emailLogs.recipient,
  isTest: emailLogs.isTest,
  kind: emailLogs.kind,
  invoiceId: emailLogs.invoiceId,
  sentAt: emailLogs.sentAt,
  createdAt: emailLogs.createdAt,
};

// Conditions on email_logs alone, so the page is cut on the (company, created) or
// (company, status, created) index before the join; customer matches become a semi-join.
function emailLogWhere(f: EmailLogFilter) {
  const pattern = f.search ? containsPattern(f.search) : undefined;
  return and(
    eq(emailLogs.companyId, f.companyId),
    f.status === 'all' ? undefined : eq(emailLogs.status, f.status),
    pattern
      ? or(searchTextMatches(emailLogs.searchText, pattern), anyOf(emailLogs.customerId, f.customerIds ?? []))
      : undefined,
  );
}

/** One page, newest first, each row carrying the filtered total. One statement. */
export function listEmailLogs(db: Db, f: EmailLogFilter, paging: { limit: number; offset: number }) {
  const where = emailLogWhere(f);
  const page = db.$with('page').as(
    db
      .select({ pageId: sql<number>`${emailLogs.id}`.as('page_id') })
      .from(emailLogs)
      .where(where)
      .orderBy(...newestFirst(emailLogs.createdAt, emailLogs.id))
      .limit(paging.limit)
      .offset(paging.offset),
  );
  const counted = filteredTotal(db, emailLogs, where, totalCap(f.search));
  return db
    .with(page, counted)
    .select({ ...emailLogColumns, total: counted.total })
    .from(page)
    .innerJoin(emailLogs, eq(emailLogs.id, page.pageId))
    .innerJoin(customers, eq(customers.id, emailLogs.customerId))
    .crossJoin(counted)
    .orderBy(...newestFirst(emailLogs.createdAt, emailLogs.id));
}

export function countEmailLogs(db: Db, f: EmailLogFilter) {
  return cappedCount(db, emailLogs, emailLogWhere(f), totalCap(f.search));
}

/** One log with its full content, for the detail view. */
export async function getEmailLog(db: Db, id: number) {
  const [row] = await db
    .select({
      ...emailLogColumns,
      emailHtml: emailLogs.emailHtml,
      messageId: emailLogs.messageId,
      attempts: emailLogs.attempts,
      sendingStartedAt: emailLogs.sendingStartedAt,
      nextAttemptAt: emailLogs.nextAttemptAt,
    })
    .from(emailLogs)
    .innerJoin(customers, eq(customers.id, emailLogs.customerId))
    .where(eq(emailLogs.id, id));
  return row;
}
