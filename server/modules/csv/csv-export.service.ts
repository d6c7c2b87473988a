// The CSV exports (decision 050): customers, reviews, e-mail logs and scan logs under the list's
// current filters, as German Excel opens them, streamed page by page (server/lib/csv.ts). The
// filters are checked and the company looked up before the first byte, so a bad request still
// answers a German JSON error; after that, each page is read only when the client took the last.
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { berlinDay } from '../../../common/calendar-days';
import {
  consentLabels,
  customerStatusLabels,
  emailLogKindLabels,
  emailLogStatusLabels,
  scanErrorTypeLabels,
  scanLogStatusLabels,
} from '../../../common/labels';
import type {
  customersExportQuerySchema,
  emailLogsExportQuerySchema,
  reviewsExportQuerySchema,
  scanLogsExportQuerySchema,
} from '../../../common/schemas/csv-import';
import { emailOutcomeText, parseScanLogDetails } from '../../../common/schemas/scan-log-details';
import type { Db } from '../../db/client';
import { type CsvValue, csvStream, figure, germanCount, germanDecimal } from '../../lib/csv';
import { ensureCompany } from '../companies/companies.service';
import { customerIdsMatching } from '../customers/customer-search.queries';
import * as q from './csv-export.queries';

export interface CsvExport {
  fileName: string;
  stream: Readable;
}

const yesNo = (v: boolean) => (v ? 'Ja' : 'Nein');

/** 'bewertungen-2026-11-25.csv': what it holds and the Berlin day it was taken. */
const fileName = (what: string) => `${what}-${berlinDay(new Date())}.csv`;

/** Every page of a keyset walk, each asked for only when the stream wants more. */
async function* pages<R extends { cursorAt: string; id: number }>(
  read: (cursor: q.Cursor) => Promise<R[]>,
  toCells: (row: R) => CsvValue[],
) {
  let cursor: q.Cursor = null;
  for (;;) {
    const rows = await read(cursor);
    yield rows.map(toCells);
    if (rows.length < q.EXPORT_PAGE) return;
    const last = rows[rows.length - 1];
    cursor = { at: last.cursorAt, id: last.id };
  }
}

/** The first columns are those the lead import reads, so an export can be imported elsewhere. */
const customerHeader = [
  'Name',
  'Anrede',
  'Ansprechpartner',
  'E-Mail',
  'Telefon',
  'Google-Maps-Link',
  'Preis',
  'Status',
  'Einwilligung',
  'Einwilligungsdatum',
  'Aktiv',
  'Abgemeldet am',
  'Bewertungen',
  'E-Mails',
  'Letzte Bewertung',
  'Letzte E-Mail',
  'Angelegt am',
];

export async function exportCustomers(
  db: Db,
  f: z.output<typeof customersExportQuerySchema>,
): Promise<CsvExport> {
  await ensureCompany(db, f.companyId);
  return {
    fileName: fileName('kunden'),
    stream: csvStream(
      customerHeader,
      pages(
        (cursor) => q.customersPage(db, f, cursor),
        (c) => [
          c.name,
          c.contactTitle,
          c.contactPerson,
          c.email,
          c.phone,
          c.googleMapsLink,
          germanDecimal(c.pricePerReview),
          customerStatusLabels[c.status],
          consentLabels[c.consent],
          c.consentDate,
          yesNo(c.isActive),
          c.optedOutAt,
          germanCount(c.reviewCount),
          germanCount(c.emailCount),
          c.lastReviewAt,
          c.lastEmailAt,
          c.createdAt,
        ],
      ),
    ),
  };
}

const reviewHeader = [
  'Kunde',
  'Bewertender',
  'Sterne',
  'Text',
  'Bewertungsdatum',
  'Erkannt am',
  'Archiviert',
  'Link',
];

export async function exportReviews(
  db: Db,
  query: z.output<typeof reviewsExportQuerySchema>,
): Promise<CsvExport> {
  await ensureCompany(db, query.companyId);
  const customerIds = query.search
    ? await customerIdsMatching(db, query.companyId, query.search, { email: false })
    : undefined;
  const f: q.ReviewExportFilter = { ...query, customerIds };
  return {
    fileName: fileName(query.archived ? 'bewertungen-archiv' : 'bewertungen'),
    stream: csvStream(
      reviewHeader,
      pages(
        (cursor) => q.reviewsPage(db, f, cursor),
        (r) => [
          r.customerName,
          r.username,
          figure(String(r.rating)),
          r.reviewText,
          r.reviewDate,
          r.detectedAt,
          yesNo(r.isArchived),
          r.reviewUrl,
        ],
      ),
    ),
  };
}

const emailLogHeader = [
  'Datum',
  'Kunde',
  'E-Mail des Kunden',
  'Empfänger',
  'Betreff',
  'Art',
  'Status',
  'Test',
  'Gesendet am',
  'Fehler',
];

export async function exportEmailLogs(
  db: Db,
  query: z.output<typeof emailLogsExportQuerySchema>,
): Promise<CsvExport> {
  await ensureCompany(db, query.companyId);
  const customerIds = query.search
    ? await customerIdsMatching(db, query.companyId, query.search, { email: true })
    : undefined;
  const f: q.EmailLogExportFilter = { ...query, customerIds };
  return {
    fileName: fileName('e-mails'),
    stream: csvStream(
      emailLogHeader,
      pages(
        (cursor) => q.emailLogsPage(db, f, cursor),
        (e) => [
          e.createdAt,
          e.customerName,
          e.customerEmail,
          e.recipient,
          e.emailSubject,
          emailLogKindLabels[e.kind] ?? e.kind,
          emailLogStatusLabels[e.status] ?? e.status,
          yesNo(e.isTest),
          e.sentAt,
          e.errorMessage,
        ],
      ),
    ),
  };
}

const scanLogHeader = [
  'Datum',
  'Kunde',
  'Art',
  'Status',
  'Fehlerart',
  'Fehlermeldung',
  'Bewertungen gesamt',
  'Neue Bewertungen',
  'Negative Bewertungen',
  'E-Mail',
];
const scanTypeLabels: Record<string, string> = { scheduled: 'Geplant', manual: 'Manuell' };
const countCell = (n: number | undefined) => germanCount(n ?? null);

export async function exportScanLogs(
  db: Db,
  query: z.output<typeof scanLogsExportQuerySchema>,
): Promise<CsvExport> {
  await ensureCompany(db, query.companyId);
  return {
    fileName: fileName('scan-protokolle'),
    stream: csvStream(
      scanLogHeader,
      pages(
        (cursor) => q.scanLogsPage(db, query, cursor),
        (s) => {
          const details = parseScanLogDetails(s.details);
          return [
            s.createdAt,
            s.customerName,
            scanTypeLabels[s.scanType] ?? s.scanType,
            scanLogStatusLabels[s.status] ?? s.status,
            s.errorType
              ? (scanErrorTypeLabels[s.errorType as keyof typeof scanErrorTypeLabels] ?? s.errorType)
              : '',
            s.errorMessage,
            countCell(details?.totalReviews),
            countCell(details?.newReviews),
            countCell(details?.negativeReviews),
            details?.emailStatus ? emailOutcomeText({ ...details, emailStatus: details.emailStatus }) : '',
          ];
        },
      ),
    ),
  };
}
