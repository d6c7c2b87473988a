import { and, eq, or, sql } from 'drizzle-orm';
import type { EmailLogStatusFilter } from '../../../common/schemas/email-log';
import type { Db } from '../../db/client';
import { customers, emailLogs } from '../../db/schema';
// The list helpers every paged list shares (server/db/sql-helpers.ts).
import * as sqlh from '../../db/sql-helpers';
import { statementCache } from '../../db/statement-cache';

export interface EmailLogFilter {
  companyId: number;
  search?: string;
  status: EmailLogStatusFilter;
  /** Under a search: the customers whose name or e-mail matches it (customerIdsMatching). */
  customerIds?: number[];
  /** Rows with `emailContent` (the default); the web list asks without. */
  withContent: boolean;
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

/** A shape of the list's statement: which filters it has (statementCache). */
type ListShape = `${'status' | '-'} ${'search' | '-'} ${'content' | '-'}`;

// Conditions on email_logs alone, so the page is cut on the (company, created) or
// (company, status, created) index before the join; customer matches become a semi-join.
// Values are placeholders of the statement built once per shape.
export function emailLogWhere(status: boolean, search: boolean) {
  return and(
    eq(emailLogs.companyId, sql.placeholder('companyId')),
    status ? eq(emailLogs.status, sql.placeholder('status')) : undefined,
    search
      ? or(
          sqlh.searchTextMatches(emailLogs.searchText, sql.placeholder('pattern')),
          sqlh.anyOf(emailLogs.customerId, sql.placeholder('customerIds')),
        )
      : undefined,
  );
}

/**
 * One page, newest first, with the filtered total: ONE statement answering the page's JSON text
 * (sqlh.jsonPage), in the fields and order of emailLogSchema.
 */
const emailLogsJson = statementCache<ListShape>((db, shape) => {
  const [status, search, content] = shape.split(' ');
  const { emailContent: _, ...withoutContent } = emailLogColumns;
  const where = emailLogWhere(status === 'status', search === 'search');
  const order = sqlh.newestFirst(emailLogs.createdAt, emailLogs.id);
  const page = sqlh.pageOfIds(db, emailLogs.id, where, order);
  return sqlh.jsonPage({
    page,
    from: sql`join ${emailLogs} on ${emailLogs.id} = page.page_id
      join ${customers} on ${customers.id} = ${emailLogs.customerId}`,
    fields: sqlh.jsonFields({
      ...(content === 'content' ? emailLogColumns : withoutContent),
      sentAt: sqlh.isoUtc(emailLogs.sentAt),
      createdAt: sqlh.isoUtc(emailLogs.createdAt),
    }),
    total: sqlh.cappedTotal(db, emailLogs, where, sqlh.totalCap(search === 'search' ? search : undefined)),
  });
});

export async function listEmailLogsJson(
  db: Db,
  f: EmailLogFilter,
  paging: { limit: number; offset: number },
) {
  const status = f.status !== 'all';
  const [row] = await emailLogsJson<sqlh.JsonPageRow>(
    db,
    `${status ? 'status' : '-'} ${f.search ? 'search' : '-'} ${f.withContent ? 'content' : '-'}`,
    {
      companyId: f.companyId,
      status: status ? f.status : undefined,
      pattern: f.search ? sqlh.containsPattern(f.search) : undefined,
      customerIds: f.customerIds ?? [],
      ...paging,
    },
  );
  return row;
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
