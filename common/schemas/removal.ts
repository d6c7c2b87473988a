// Removal cases on the wire (docs/api.md "Removal cases"; rules in common/removal-rules.ts).
import { z } from 'zod';
import {
  removalChannels,
  removalCheckOutcomes,
  removalDeadlineKinds,
  removalReasons,
  removalSources,
  removalStates,
} from '../enums';
import { controlCharsMessage, isMultiLine } from './control-chars';
import { NOTE_MAX_LENGTH } from './customer-activity';
import { companyIdQuerySchema, filterSchema, idSchema, listPagingShape, searchQuerySchema } from './params';

const dayMessage = 'Ungültiges Datum (erwartet JJJJ-MM-TT)';
const daySchema = z.iso.date({ error: dayMessage }).refine((v) => !v.startsWith('0000'), dayMessage);
const noteSchema = z
  .string({ error: 'Ungültige Notiz' })
  .trim()
  .max(NOTE_MAX_LENGTH, `Notiz darf höchstens ${NOTE_MAX_LENGTH} Zeichen haben`)
  .refine(isMultiLine, controlCharsMessage('Notiz'))
  .transform((v) => v || undefined)
  .optional();
const reasonSchema = z.enum(removalReasons, { error: 'Bitte einen gültigen Grund wählen' });

export const removalStateFilters = ['all', ...removalStates] as const;
export const removalSorts = ['newest', 'oldest', 'deadline'] as const;
export type RemovalSort = (typeof removalSorts)[number];

export const listRemovalsQuerySchema = z.strictObject({
  companyId: companyIdQuerySchema,
  search: searchQuerySchema,
  state: filterSchema(removalStateFilters, 'Ungültiger Status'),
  /** 'true': only cases due today or overdue (Berlin). */
  due: z
    .enum(['', 'true', 'false'], { error: 'Ungültiger Fälligkeitsfilter' })
    .transform((v) => v === 'true')
    .default(false),
  /** newest/oldest by order time; deadline: next deadline first, cases without one last. */
  sort: filterSchema(removalSorts, 'Ungültige Sortierung'),
  /** Only the cases of one customer (the customer drawer). */
  customerId: idSchema.optional(),
  ...listPagingShape,
});
export type ListRemovalsQuery = z.input<typeof listRemovalsQuerySchema>;

/** One row of GET /api/removals; timestamps ISO 8601, days 'YYYY-MM-DD' (Berlin). */
export const removalSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  customerId: z.number(),
  customerName: z.string(),
  reviewId: z.number(),
  rating: z.number(),
  username: z.string().nullable(),
  reviewText: z.string().nullable(),
  reviewDate: z.string().nullable(),
  reviewUrl: z.string().nullable(),
  state: z.enum(removalStates),
  reason: z.enum(removalReasons),
  /** Decimal text, '89.00'. */
  pricePerReview: z.string(),
  note: z.string().nullable(),
  channel: z.enum(removalChannels).nullable(),
  /** 'portal': the owner ordered it in the customer portal ('Kundenportal', decision 071). */
  source: z.enum(removalSources),
  filedOn: z.string().nullable(),
  orderedAt: z.string(),
  stateChangedAt: z.string(),
  deadlineKind: z.enum(removalDeadlineKinds).nullable(),
  deadlineOn: z.string().nullable(),
  /** Due today or overdue (Berlin). */
  due: z.boolean(),
  lastCheckAt: z.string().nullable(),
  lastCheckOutcome: z.enum(removalCheckOutcomes).nullable(),
  /** The invoice (draft or final) that bills this removal; null while it is not billed (issue 34). */
  invoiceId: z.number().nullable(),
});
export type Removal = z.infer<typeof removalSchema>;

export const removalEventSchema = z.object({
  id: z.number(),
  at: z.string(),
  /** Null: the verification check. */
  userName: z.string().nullable(),
  fromState: z.enum(removalStates).nullable(),
  toState: z.enum(removalStates).nullable(),
  note: z.string().nullable(),
  channel: z.enum(removalChannels).nullable(),
  filedOn: z.string().nullable(),
});
export type RemovalEvent = z.infer<typeof removalEventSchema>;

export const removalCheckSchema = z.object({
  id: z.number(),
  checkedAt: z.string(),
  apifyRunId: z.string().nullable(),
  outcome: z.enum(removalCheckOutcomes),
  rating: z.number().nullable(),
  reviewText: z.string().nullable(),
  message: z.string().nullable(),
  costUsd: z.string().nullable(),
});
export type RemovalCheck = z.infer<typeof removalCheckSchema>;

/** GET /api/removals/:id and every change: the case with its timeline (oldest first) and proof (newest first). */
export const removalDetailSchema = removalSchema.extend({
  events: z.array(removalEventSchema),
  checks: z.array(removalCheckSchema),
});
export type RemovalDetail = z.infer<typeof removalDetailSchema>;

/** POST /api/reviews/:id/removal. */
export const createRemovalSchema = z.strictObject({ reason: reasonSchema, note: noteSchema });

/** POST /api/removals: several reviews of one customer at once, all or none. */
export const orderRemovalsSchema = z.strictObject({
  items: z
    .array(z.strictObject({ reviewId: idSchema, reason: reasonSchema }), {
      error: 'Bitte mindestens eine Bewertung wählen',
    })
    .min(1, 'Bitte mindestens eine Bewertung wählen')
    .max(50, 'Höchstens 50 Bewertungen auf einmal')
    .refine((items) => new Set(items.map((i) => i.reviewId)).size === items.length, {
      error: 'Jede Bewertung darf nur einmal vorkommen',
    }),
  note: noteSchema,
});
export type OrderRemovals = z.input<typeof orderRemovalsSchema>;

/**
 * PATCH /api/removals/:id: a transition ({state, note?, channel and filedOn when filing}) or a note
 * alone ({note}).
 */
export const patchRemovalSchema = z
  .strictObject({
    state: z.enum(removalStates, { error: 'Ungültiger Status' }).optional(),
    note: noteSchema,
    channel: z.enum(removalChannels, { error: 'Bitte einen gültigen Meldeweg wählen' }).optional(),
    filedOn: daySchema.optional(),
  })
  .refine((v) => v.state !== undefined || v.note !== undefined, {
    error: 'Bitte einen Status oder eine Notiz angeben',
  })
  .refine((v) => v.state === 'filed' || (v.channel === undefined && v.filedOn === undefined), {
    error: 'Meldeweg und Meldedatum gibt es nur beim Melden',
  })
  .refine((v) => v.state !== 'filed' || v.channel !== undefined, {
    error: 'Bitte den Meldeweg wählen',
    path: ['channel'],
  });
export type PatchRemoval = z.input<typeof patchRemovalSchema>;

/** POST /api/removals/check/:companyId answers at once with the check run it started (or the running one). */
export const removalCheckRunSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  status: z.enum(['running', 'completed', 'failed']),
  trigger: z.enum(['scheduled', 'manual']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  customers: z.number(),
  checked: z.number(),
  costUsd: z.string(),
});
export type RemovalCheckRun = z.infer<typeof removalCheckRunSchema>;

/**
 * GET /api/removals/check/:companyId/:runId: the run with what it found so far, per outcome of the
 * cases' proofs ('Jetzt prüfen' shows its progress and its result, issue 34 point 8).
 */
export const removalCheckStatusSchema = removalCheckRunSchema.extend({
  outcomes: z.object(
    Object.fromEntries(removalCheckOutcomes.map((o) => [o, z.number()])) as Record<
      (typeof removalCheckOutcomes)[number],
      z.ZodNumber
    >,
  ),
});
export type RemovalCheckStatus = z.infer<typeof removalCheckStatusSchema>;
export const removalCheckRunParamsSchema = z.strictObject({ companyId: idSchema, runId: idSchema });

/** GET /api/removals/counts?companyId=: the tab counts (by state) and the due count. */
export const removalCountsSchema = z.object({
  byState: z.record(z.enum(removalStates), z.number()),
  due: z.number(),
});
export type RemovalCounts = z.infer<typeof removalCountsSchema>;

export const removalCountsQuerySchema = z.strictObject({
  companyId: companyIdQuerySchema,
  search: searchQuerySchema,
});
