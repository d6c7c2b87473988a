import { z } from 'zod';
import { removalStates } from '../enums';
import { companyIdQuerySchema, filterSchema, listPagingShape, searchQuerySchema } from './params';
import { chanceFilters, removalChanceSchema, reviewSorts } from './removal-chance';

const dateMessage = 'Ungültiges Datum (erwartet JJJJ-MM-TT)';
/** A calendar day 'YYYY-MM-DD'; year 0 exists in ISO but not in PostgreSQL. */
const dayQuerySchema = z
  .union(
    [z.literal(''), z.iso.date({ error: dateMessage }).refine((v) => !v.startsWith('0000'), dateMessage)],
    {
      error: dateMessage,
    },
  )
  .transform((v) => v || undefined)
  .optional();

export const reviewRatingFilters = ['all', 'negative', 'positive', '1', '2', '3', '4', '5'] as const;
export type ReviewRatingFilter = (typeof reviewRatingFilters)[number];
export type ReviewChanceFilter = (typeof chanceFilters)[number];
export type ReviewSort = (typeof reviewSorts)[number];

export const listReviewsQuerySchema = z.strictObject({
  companyId: companyIdQuerySchema,
  search: searchQuerySchema,
  /** negative = 1–3 stars, positive = 4–5 (docs/product.md §9). */
  rating: filterSchema(reviewRatingFilters, 'Ungültiger Bewertungsfilter'),
  /** Reviews written on or after the start of this day in Europe/Berlin. */
  from: dayQuerySchema,
  /** Only reviews of this Löschchance (decision 067). */
  chance: filterSchema(chanceFilters, 'Ungültiger Filter für die Löschchance'),
  /** detected = newest found first (default); chance = highest Löschchance first, then newest. */
  sort: filterSchema(reviewSorts, 'Ungültige Sortierung'),
  ...listPagingShape,
});
export type ListReviewsQuery = z.input<typeof listReviewsQuerySchema>;

/** The case of a review, as far as a review list shows it: its badge and the link to it. */
export const reviewRemovalSchema = z.object({ id: z.number(), state: z.enum(removalStates) });
export type ReviewRemoval = z.infer<typeof reviewRemovalSchema>;

/** One row of GET /api/reviews and /api/reviews/archived; timestamps are ISO 8601 strings. */
export const reviewSchema = z.object({
  id: z.number(),
  customerId: z.number(),
  customerName: z.string(),
  username: z.string().nullable(),
  rating: z.number(),
  reviewText: z.string().nullable(),
  reviewDate: z.string().nullable(),
  detectedAt: z.string(),
  isArchived: z.boolean(),
  archivedAt: z.string().nullable(),
  /** The review on Google, as the scraper gave it; null for reviews stored before it was kept. */
  reviewUrl: z.string().nullable(),
  /** The review's removal case, if it has one (at most one per review). */
  removal: reviewRemovalSchema.nullable(),
  /** For 1–3 stars its Löschchance; null for 4–5 stars (and for a moment after an import). */
  removalChance: removalChanceSchema.nullable(),
});
export type Review = z.infer<typeof reviewSchema>;
