// Follow-ups ('Wiedervorlage', issue 24) on the wire (docs/api.md "Follow-ups (issue 24)"). A
// follow-up is entered and shown as Europe/Berlin wall time; the server stores the instant.
import { z } from 'zod';
import { berlinClockParts } from '../berlin-clock';
import { germanDay } from '../calendar-days';
import { controlCharsMessage, isOneLine } from './control-chars';
import { companyIdQuerySchema, filterSchema, idSchema, listPagingShape } from './params';

export const FOLLOW_UP_NOTE_MAX_LENGTH = 500;

/**
 * Which open follow-ups a tab shows, measured at the moment `now` (Berlin): 'overdue' before now,
 * 'today' from now to the next Berlin midnight, 'upcoming' from then on. The three split the open
 * ones, so the tab counts add up to 'all'.
 */
export const followUpDueFilters = ['all', 'overdue', 'today', 'upcoming'] as const;
export type FollowUpDueFilter = (typeof followUpDueFilters)[number];

/** The customer list's filter 'Wiedervorlage' (the customers with an open follow-up of that kind). */
export const customerFollowUpFilters = ['overdue', 'today', 'open'] as const;
export type CustomerFollowUpFilter = (typeof customerFollowUpFilters)[number];

/** What a Berlin clock shows at `instant`: 'YYYY-MM-DD' and 'HH:mm'. */
export function berlinWallTime(instant: Date): { date: string; time: string } {
  const p = berlinClockParts(instant);
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/**
 * Every instant a Berlin clock shows `date` `time` at: one on most days, none in the hour skipped
 * when summer time begins (last Sunday of March, 02:00–02:59), two in the hour that repeats when it
 * ends (last Sunday of October, 02:00–02:59). Berlin is UTC+1 or UTC+2, so those are the candidates.
 */
export function berlinInstants(date: string, time: string): Date[] {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  return [2, 1]
    .map((hours) => new Date(wall - hours * 3_600_000))
    .filter((instant) => {
      const shown = berlinWallTime(instant);
      return shown.date === date && shown.time === time;
    });
}

/** Why a Berlin wall time cannot be used (the DST change), or null when it names one instant. */
export function berlinTimeProblem(date: string, time: string): string | null {
  const n = berlinInstants(date, time).length;
  if (n === 1) return null;
  return n === 0
    ? `Die Uhrzeit ${time} gibt es am ${germanDay(date)} nicht (Umstellung auf Sommerzeit). Bitte eine andere Uhrzeit wählen.`
    : `Die Uhrzeit ${time} gibt es am ${germanDay(date)} zweimal (Umstellung auf Winterzeit). Bitte eine andere Uhrzeit wählen.`;
}

const dayMessage = 'Ungültiges Datum (erwartet JJJJ-MM-TT)';
const daySchema = z
  .string({ error: dayMessage })
  .regex(/^\d{4}-\d{2}-\d{2}$/, dayMessage)
  .pipe(z.iso.date({ error: dayMessage }))
  .refine((v) => v >= '2000-01-01' && v <= '2099-12-31', 'Das Datum muss zwischen 2000 und 2099 liegen');
const timeMessage = 'Ungültige Uhrzeit (erwartet HH:MM)';
const timeSchema = z.string({ error: timeMessage }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, timeMessage);

const noteSchema = z
  .string({ error: 'Notiz muss Text sein' })
  .trim()
  .max(FOLLOW_UP_NOTE_MAX_LENGTH, `Notiz darf höchstens ${FOLLOW_UP_NOTE_MAX_LENGTH} Zeichen haben`)
  .refine(isOneLine, controlCharsMessage('Notiz'))
  .nullable()
  .optional()
  .transform((v) => v || null);

/**
 * PUT /api/customers/:id/follow-up: sets the customer's follow-up, or changes the open one. `date`
 * and `time` are Berlin wall time; `ownerId` defaults to the signed-in user; `companyId` is the
 * company the page works in, which the customer must belong to.
 */
export const setFollowUpSchema = z
  .strictObject({
    companyId: idSchema,
    date: daySchema,
    time: timeSchema,
    ownerId: idSchema.nullable().optional(),
    note: noteSchema,
  })
  .superRefine((v, ctx) => {
    // Zod runs this also when a field failed: only a well-formed date and time are checked.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v.date) || !/^\d{2}:\d{2}$/.test(v.time)) return;
    const problem = berlinTimeProblem(v.date, v.time);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['time'] });
  });
export type SetFollowUp = z.input<typeof setFollowUpSchema>;

/** 'me', 'all' (the default, also for blank) or a user's id. */
const ownerFilterSchema = z
  .string({ error: 'Ungültiger Bearbeiter-Filter' })
  .regex(/^(|all|me|[1-9]\d{0,9})$/, 'Ungültiger Bearbeiter-Filter')
  .transform((v): 'all' | 'me' | number => (v === '' || v === 'all' ? 'all' : v === 'me' ? 'me' : Number(v)))
  .refine((v) => typeof v !== 'number' || v <= 2_147_483_647, 'Ungültiger Bearbeiter-Filter')
  .default('all');

/** A company, or every company when missing or blank. */
const optionalCompanySchema = z.preprocess(
  (v) => (v === '' ? undefined : v),
  companyIdQuerySchema.optional(),
);

/** GET /api/follow-ups: open follow-ups, due first; across companies unless `companyId`. */
export const listFollowUpsQuerySchema = z.strictObject({
  companyId: optionalCompanySchema,
  owner: ownerFilterSchema,
  due: filterSchema(followUpDueFilters, 'Ungültiger Fälligkeitsfilter'),
  ...listPagingShape,
});
export type ListFollowUpsQuery = z.input<typeof listFollowUpsQuerySchema>;

/** GET /api/follow-ups/counts: the tabs' counts under the company and owner filter, and the user's own. */
export const followUpCountsQuerySchema = z.strictObject({
  companyId: optionalCompanySchema,
  owner: ownerFilterSchema,
});

const dueCountsSchema = z.object({
  overdue: z.number(),
  today: z.number(),
  upcoming: z.number(),
  all: z.number(),
});
export const followUpCountsSchema = dueCountsSchema.extend({
  /** The signed-in user's own follow-ups (of the company, when one is given). */
  mine: dueCountsSchema,
});
export type FollowUpCounts = z.infer<typeof followUpCountsSchema>;

/** An open follow-up as lists and the drawer show it; `dueAt` is the instant (ISO 8601, UTC). */
export const followUpSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  companyName: z.string(),
  customerId: z.number(),
  customerName: z.string(),
  dueAt: z.string(),
  /** Null when no owner is set or the user was deleted since. */
  ownerId: z.number().nullable(),
  ownerName: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  /** Who set it (null when deleted since): a user changes only their own or the ones they set. */
  createdById: z.number().nullable(),
  createdByName: z.string().nullable(),
  /** Due before the moment of the answer. */
  overdue: z.boolean(),
});
export type FollowUp = z.infer<typeof followUpSchema>;

/** GET /api/customers/:id/follow-up: the open follow-up, and the last one done. */
export const customerFollowUpSchema = z.object({
  open: followUpSchema.nullable(),
  lastDone: z
    .object({
      id: z.number(),
      dueAt: z.string(),
      doneAt: z.string(),
      doneByName: z.string().nullable(),
      note: z.string().nullable(),
    })
    .nullable(),
});
export type CustomerFollowUp = z.infer<typeof customerFollowUpSchema>;

/** The follow-up shown in a row of the customer list. */
export const customerListFollowUpSchema = z
  .object({
    id: z.number(),
    dueAt: z.string(),
    ownerName: z.string().nullable(),
    note: z.string().nullable(),
  })
  .nullable();
