import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  json,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RemovalChance } from '../../../common/schemas/removal-chance';
import { timestamptz, trigramIndex } from './columns';
import { companyIdColumn, customerIdColumn } from './owner-columns';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    customerId: customerIdColumn(),
    /** Copied from the customer so company-wide lists page on one index without a join. */
    companyId: companyIdColumn(),
    /** The scraper's own review id: a review is stored once per customer. */
    externalId: text('external_id').notNull(),
    username: text('username'),
    rating: integer('rating').notNull(),
    reviewText: text('review_text'),
    reviewDate: timestamptz('review_date'),
    /** The review on Google and its place (the scraper's reviewUrl and placeId); null for reviews stored before. */
    reviewUrl: text('review_url'),
    placeId: text('place_id'),
    detectedAt: timestamptz('detected_at').notNull().defaultNow(),
    isArchived: boolean('is_archived').notNull().default(false),
    archivedAt: timestamptz('archived_at'),
    /** The e-mail that told the customer about this review; set once, so no review is mailed twice. */
    emailLogId: integer('email_log_id'),
    /** User name and text lower-cased when written: the search is a LIKE on it (decision 036). */
    /**
     * The Löschchance of a 1–3 star review as the API answers it (decision 067), JSON kept as
     * written so the lists embed it unchanged; null for 4–5 stars and until it is computed.
     */
    removalChance: json('removal_chance').$type<RemovalChance>(),
    /** Its level as 3 (hoch), 2 (mittel), 1 (gering): what `chance=` filters and `sort=chance` orders on. */
    chanceRank: smallint('chance_rank'),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(username, '') || E'\\n' || coalesce(review_text, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('reviews_customer_external_idx').on(t.customerId, t.externalId),
    index('reviews_company_archived_detected_idx').on(
      t.companyId,
      t.isArchived,
      t.detectedAt.desc(),
      t.id.desc(),
    ),
    index('reviews_company_detected_idx').on(t.companyId, t.detectedAt),
    // Counts under a star filter and 'Ab Datum' read this index alone, not the rows.
    index('reviews_company_rating_idx').on(t.companyId, t.isArchived, t.rating, t.reviewDate),
    index('reviews_customer_review_date_idx').on(t.customerId, t.reviewDate.desc().nullsLast(), t.id.desc()),
    index('reviews_unnotified_idx').on(t.customerId).where(sql`${t.emailLogId} is null`),
    // The reviews an offer mail offered: the dashboard funnel's cohort (decision 074).
    index('reviews_email_log_idx').on(t.emailLogId).where(sql`${t.emailLogId} is not null`),
    trigramIndex('reviews_search_trgm_idx', t.searchText),
    // 'Löschchance' filter and sort: by level, then newest, cut on the index as the default order is.
    index('reviews_company_archived_chance_idx').on(
      t.companyId,
      t.isArchived,
      t.chanceRank.desc().nullsLast(),
      t.detectedAt.desc(),
      t.id.desc(),
    ),
    // The negative reviews still waiting for their Löschchance (fillRemovalChances).
    index('reviews_chance_pending_idx').on(t.id).where(sql`${t.removalChance} is null and ${t.rating} <= 3`),
  ],
);
