import { z } from 'zod';
import { FUNNEL_DEFAULT_DAYS, FUNNEL_PERIODS } from '../constants';
import { sendingStateSchema } from './company';
import { consentSummarySchema, customerListItemSchema } from './customer';
import { followUpCountsSchema } from './follow-up';
import { companyIdQuerySchema } from './params';

export const DAILY_STATS_DEFAULT_DAYS = 30;
export const DAILY_STATS_MAX_DAYS = 90;

export const dashboardStatsQuerySchema = z.strictObject({ companyId: companyIdQuerySchema });

export const dailyStatsQuerySchema = z.strictObject({
  days: z.coerce
    .number({ error: 'Ungültige Anzahl Tage' })
    .int('Anzahl Tage muss eine ganze Zahl sein')
    .min(1, 'Anzahl Tage muss mindestens 1 sein')
    .max(DAILY_STATS_MAX_DAYS, `Anzahl Tage darf höchstens ${DAILY_STATS_MAX_DAYS} sein`)
    .default(DAILY_STATS_DEFAULT_DAYS),
});

/** "Today" is the current calendar day in Europe/Berlin (docs/product.md §10, dashboard stats). */
export const dashboardStatsSchema = z.object({
  /** Customers in the pipeline: status email_sent or called. */
  activeCustomers: z.number(),
  /** Reviews detected today (archived ones included). */
  todayReviews: z.number(),
  /** E-mail logs sent today. */
  emailsSent: z.number(),
  /** Euros: the customer's price per review summed over negative reviews detected today. */
  potentialRevenue: z.number(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** One Berlin day of the dashboard chart; reviews by detection day, e-mails by sending day. */
export const dailyStatSchema = z.object({
  date: z.string(),
  negativeReviews: z.number(),
  positiveReviews: z.number(),
  emailsSent: z.number(),
});
export type DailyStat = z.infer<typeof dailyStatSchema>;

/**
 * GET /api/dashboard-stats/{companyId}/removals: the dashboard's 'Löschaufträge' section (Berlin
 * calendar). A removal counts from the check that verified it (removals.removed_at) until the review
 * is seen again (reinstated) or the case cancelled.
 */
export const removalStatsSchema = z.object({
  /** Verified removals whose removed_at falls in the current Berlin month. */
  removedThisMonth: z.number(),
  /** All verified removals, and all refused cases: the success rate is removed ÷ (removed + refused). */
  removed: z.number(),
  refused: z.number(),
  /** Euros: the verified removals, each at the price per review it was ordered at. */
  earned: z.number(),
  /** Cases due today or overdue. */
  due: z.number(),
  /** Invoices (issue 22), in cents: finalized this Berlin month (gross, cancellations netted out), paid this month (payments dated in it), and open past their due day (outstanding) with their count. */
  invoicedThisMonthCents: z.number(),
  paidThisMonthCents: z.number(),
  overdueCents: z.number(),
  overdueCount: z.number(),
  /** 'Abrechenbar' (issue 34): verified removals on no invoice yet, net in cents, and their customers. */
  billableCents: z.number(),
  billableCustomers: z.number(),
  /** The last REMOVAL_CHART_WEEKS (common/constants.ts) ISO weeks, oldest first, every week present. */
  weeks: z.array(
    z.object({
      /** Monday of the week, 'YYYY-MM-DD'. */
      week: z.string(),
      removed: z.number(),
    }),
  ),
});
export type RemovalStats = z.infer<typeof removalStatsSchema>;

const funnelPeriodMessage = 'Zeitraum muss 7, 30 oder 90 Tage sein';
export const funnelQuerySchema = z.strictObject({
  days: z
    .preprocess(
      (v) => (typeof v === 'string' && /^\d{1,3}$/.test(v) ? Number(v) : v),
      z
        .number({ error: funnelPeriodMessage })
        .refine((d) => (FUNNEL_PERIODS as readonly number[]).includes(d), funnelPeriodMessage),
    )
    .default(FUNNEL_DEFAULT_DAYS),
});

/**
 * GET /api/dashboard/{companyId}/funnel (docs/product.md "Funnel", decision 074): the reviews offered
 * by the offer mails sent in the period, and how far each got. Every step is a part of the one
 * before it except `ordered` (a case may be ordered by phone without the portal).
 */
export const funnelSchema = z.object({
  days: z.number(),
  /** The period's first Berlin day, 'YYYY-MM-DD' (the last is today). */
  from: z.string(),
  /** Negative reviews offered by an offer mail sent in the period (test mails not counted). */
  offers: z.number(),
  /** Of those, reviews whose owner opened the portal after the mail (any of the customer's links). */
  opened: z.number(),
  /** Of the offered, reviews with a removal case (any channel). */
  ordered: z.number(),
  /** Of the ordered, cases verified removed (and not reinstated). */
  removed: z.number(),
  /** Of the removed, cases on a final invoice (open or paid). */
  invoiced: z.number(),
  /** Of the invoiced, cases whose invoice is paid. */
  paid: z.number(),
});
export type Funnel = z.infer<typeof funnelSchema>;

/**
 * GET /api/dashboard/{companyId}: everything the dashboard shows on its first screen in one answer
 * (decision 069); each part is what its own endpoint answers for the dashboard's parameters.
 */
export const dashboardSummarySchema = z.object({
  stats: dashboardStatsSchema,
  /** GET /api/dashboard-stats/{id}/daily for DASHBOARD_CHART_DAYS (common/constants.ts). */
  daily: z.array(dailyStatSchema),
  removals: removalStatsSchema,
  /** GET /api/customers?withReviews=true&sort=createdAt&dir=desc&limit=DASHBOARD_RECENT_CUSTOMERS. */
  recentCustomers: z.array(customerListItemSchema),
  /** GET /api/follow-ups/counts?companyId={id}: the company's and the signed-in user's. */
  followUps: followUpCountsSchema,
  consent: consentSummarySchema,
  /** GET /api/companies/{id}/sending. */
  sending: sendingStateSchema,
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
