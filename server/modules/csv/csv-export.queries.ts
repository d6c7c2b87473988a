// The exports' pages (decision 050): each list's own WHERE (its filters, the same as the page
// shows), cut into keyset pages of EXPORT_PAGE rows in the list's order: each statement reads on
// from the last row of the page before on the list's index, so the millionth row costs what the
// first did (an OFFSET would read every row before it again). Dates and times come formatted the
// German way in Europe/Berlin by PostgreSQL; the cursor's timestamp as text keeps its microseconds.
import { and, asc, sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../../common/constants';
import type { ListCustomersParams } from '../../../common/schemas/customer';
import type { ReviewChanceFilter, ReviewRatingFilter } from '../../../common/schemas/review';
import type { Db } from '../../db/client';
import { customers, emailLogs, reviews, scanLogs } from '../../db/schema';
import { germanSortKey } from '../../db/schema/columns';
import { containsPattern, jsonFields, newestFirst } from '../../db/sql-helpers';
import { statementCache } from '../../db/statement-cache';
import { customerListWhere } from '../customers/customers.list.queries';
import { emailLogWhere } from '../email-logs/email-logs.queries';
import { reviewWhere } from '../reviews/reviews.queries';
import { type ScanLogFilter, scanLogReportColumns, scanLogWhere } from '../scan-logs/scan-logs.queries';

/** Rows per statement: a few hundred KB of CSV, a few ms of PostgreSQL per page. */
export const EXPORT_PAGE = 2000;

/** Where the next page starts: after this row of the order (null: the first page). */
export type Cursor = { at: string; id: number } | null;

const dateTime = (expr: unknown) =>
  sql<string | null>`to_char(${expr} at time zone ${TIME_ZONE}, 'DD.MM.YYYY HH24:MI')`;
const day = (expr: unknown) => sql<string | null>`to_char(${expr}, 'DD.MM.YYYY')`;

/** After (at, id) in newest-first order, as a row comparison the list's index answers. */
const olderThan = (at: unknown, id: unknown, cursor: Cursor | 'placeholder') =>
  cursor === null
    ? undefined
    : cursor === 'placeholder'
      ? sql`(${at}, ${id}) < (${sql.placeholder('cursorAt')}::timestamptz, ${sql.placeholder('cursorId')}::int)`
      : sql`(${at}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::int)`;

type CustomerFilter = Pick<ListCustomersParams, 'companyId' | 'status' | 'search' | 'consent' | 'followUp'>;

/** Customers A to Z (German order, the list's default), keyset on (name key, id). */
export function customersPage(db: Db, f: CustomerFilter, cursor: Cursor) {
  const key = germanSortKey(customers.name);
  return db
    .select({
      cursorAt: sql<string>`${key}`,
      id: customers.id,
      name: customers.name,
      contactTitle: customers.contactTitle,
      contactPerson: customers.contactPerson,
      email: customers.email,
      phone: customers.phone,
      googleMapsLink: customers.googleMapsLink,
      pricePerReview: sql<string>`${customers.pricePerReview}::text`,
      status: customers.status,
      consent: customers.consent,
      consentDate: day(customers.consentDate),
      isActive: customers.isActive,
      optedOutAt: dateTime(customers.optedOutAt),
      reviewCount: customers.reviewCount,
      emailCount: customers.emailCount,
      lastReviewAt: dateTime(customers.lastReviewAt),
      lastEmailAt: dateTime(customers.lastEmailAt),
      createdAt: dateTime(customers.createdAt),
    })
    .from(customers)
    .where(
      and(
        customerListWhere(f),
        cursor ? sql`(${key}, ${customers.id}) > (${cursor.at}, ${cursor.id}::int)` : undefined,
      ),
    )
    .orderBy(asc(key), asc(customers.id))
    .limit(EXPORT_PAGE);
}

export interface ReviewExportFilter {
  companyId: number;
  archived: boolean;
  rating: ReviewRatingFilter;
  from?: string;
  search?: string;
  customerIds?: number[];
  /** The list's Löschchance filter; the export keeps newest first whatever the list's sort. */
  chance?: ReviewChanceFilter;
}

type ReviewShape =
  `${ReviewRatingFilter} ${'from' | '-'} ${'search' | '-'} ${ReviewChanceFilter} ${'next' | 'first'}`;

/** Reviews newest detection first, as the list; one statement text per filter shape. */
const reviewPages = statementCache<ReviewShape>((_db, shape) => {
  const [rating, from, search, chance, next] = shape.split(' ') as [
    ReviewRatingFilter,
    string,
    string,
    ReviewChanceFilter,
    string,
  ];
  const where = and(
    reviewWhere({ rating, from: from === 'from', search: search === 'search', chance }),
    olderThan(reviews.detectedAt, reviews.id, next === 'next' ? 'placeholder' : null),
  );
  return sql`select ${jsonFields({
    cursorAt: sql`${reviews.detectedAt}::text`,
    id: reviews.id,
    customerName: customers.name,
    username: reviews.username,
    rating: reviews.rating,
    reviewText: reviews.reviewText,
    reviewDate: dateTime(reviews.reviewDate),
    detectedAt: dateTime(reviews.detectedAt),
    isArchived: reviews.isArchived,
    reviewUrl: reviews.reviewUrl,
  })}
    from ${reviews} join ${customers} on ${customers.id} = ${reviews.customerId}
    where ${where}
    order by ${sql.join(newestFirst(reviews.detectedAt, reviews.id), sql`, `)}
    limit ${sql.raw(String(EXPORT_PAGE))}`;
});

export interface ReviewExportRow {
  cursorAt: string;
  id: number;
  customerName: string;
  username: string | null;
  rating: number;
  reviewText: string | null;
  reviewDate: string | null;
  detectedAt: string;
  isArchived: boolean;
  reviewUrl: string | null;
}

export function reviewsPage(db: Db, f: ReviewExportFilter, cursor: Cursor) {
  return reviewPages<ReviewExportRow>(
    db,
    `${f.rating} ${f.from ? 'from' : '-'} ${f.search ? 'search' : '-'} ${f.chance ?? 'all'} ${cursor ? 'next' : 'first'}`,
    {
      companyId: f.companyId,
      archived: f.archived,
      from: f.from,
      pattern: f.search ? containsPattern(f.search) : undefined,
      customerIds: f.customerIds ?? [],
      cursorAt: cursor?.at,
      cursorId: cursor?.id,
    },
  );
}

export interface EmailLogExportFilter {
  companyId: number;
  status: string;
  search?: string;
  customerIds?: number[];
}

type EmailLogShape = `${'status' | '-'} ${'search' | '-'} ${'next' | 'first'}`;

const emailLogPages = statementCache<EmailLogShape>((_db, shape) => {
  const [status, search, next] = shape.split(' ');
  const where = and(
    emailLogWhere(status === 'status', search === 'search'),
    olderThan(emailLogs.createdAt, emailLogs.id, next === 'next' ? 'placeholder' : null),
  );
  return sql`select ${jsonFields({
    cursorAt: sql`${emailLogs.createdAt}::text`,
    id: emailLogs.id,
    createdAt: dateTime(emailLogs.createdAt),
    customerName: customers.name,
    customerEmail: customers.email,
    recipient: emailLogs.recipient,
    emailSubject: emailLogs.emailSubject,
    status: emailLogs.status,
    kind: emailLogs.kind,
    isTest: emailLogs.isTest,
    sentAt: dateTime(emailLogs.sentAt),
    errorMessage: emailLogs.errorMessage,
  })}
    from ${emailLogs} join ${customers} on ${customers.id} = ${emailLogs.customerId}
    where ${where}
    order by ${sql.join(newestFirst(emailLogs.createdAt, emailLogs.id), sql`, `)}
    limit ${sql.raw(String(EXPORT_PAGE))}`;
});

export interface EmailLogExportRow {
  cursorAt: string;
  id: number;
  createdAt: string;
  customerName: string;
  customerEmail: string;
  recipient: string | null;
  emailSubject: string;
  status: 'pending' | 'sent' | 'failed';
  kind: 'review' | 'invoice' | 'reminder';
  isTest: boolean;
  sentAt: string | null;
  errorMessage: string | null;
}

export function emailLogsPage(db: Db, f: EmailLogExportFilter, cursor: Cursor) {
  const status = f.status !== 'all';
  return emailLogPages<EmailLogExportRow>(
    db,
    `${status ? 'status' : '-'} ${f.search ? 'search' : '-'} ${cursor ? 'next' : 'first'}`,
    {
      companyId: f.companyId,
      status: status ? f.status : undefined,
      pattern: f.search ? containsPattern(f.search) : undefined,
      customerIds: f.customerIds ?? [],
      cursorAt: cursor?.at,
      cursorId: cursor?.id,
    },
  );
}

/** Scan logs newest first; the customer's name is copied into the row, so no join. */
export function scanLogsPage(db: Db, f: ScanLogFilter, cursor: Cursor) {
  return db
    .select({
      cursorAt: sql<string>`${scanLogs.createdAt}::text`,
      id: scanLogs.id,
      createdAt: dateTime(scanLogs.createdAt),
      ...scanLogReportColumns,
    })
    .from(scanLogs)
    .where(and(scanLogWhere(f), olderThan(scanLogs.createdAt, scanLogs.id, cursor)))
    .orderBy(...newestFirst(scanLogs.createdAt, scanLogs.id))
    .limit(EXPORT_PAGE);
}
