import { z } from 'zod';
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
