// Business constants of docs/product.md §9, shared by server and web.
export const APP_TITLE = 'Bewertungsmanager';
export const APP_TITLE_SHORT = 'BWM';
export const APP_SUBTITLE = 'Review Management System';

export const DEFAULT_COMPANY_ID = 1;
export const DEFAULT_PRICE_PER_REVIEW = '89.00';
/**
 * The most a removal may cost, in euros (decision 056): far above any real price, and it keeps an
 * invoice of thousands of removals well inside 64-bit cents. A typo like '7950000' is refused.
 */
export const PRICE_PER_REVIEW_MAX = 10_000;
export const CUSTOMER_PAGE_SIZE = 100;
export const NEGATIVE_RATING_MAX = 3;
export const STAR_COUNT = 5;
export const DATA_RETENTION_DAYS = 365;
export const DEFAULT_SMTP_HOST = 'smtp.gmail.com';
export const DEFAULT_SMTP_PORT = 587;
/** Gmail's IMAP (issue 24): replies are read from the mailbox the offers go out from. */
export const DEFAULT_IMAP_HOST = 'imap.gmail.com';
export const DEFAULT_IMAP_PORT = 993;
export const DEFAULT_APIFY_ACTOR_ID = 'compass/Google-Maps-Reviews-Scraper';
export const PASSWORD_MIN_LENGTH = 8;
export const TIME_ZONE = 'Europe/Berlin';
/**
 * How many ISO weeks the dashboard's removal chart shows, the current one last. Here, not beside the
 * dashboard's schemas: the dashboard would load zod for one number (decision 066).
 */
export const REMOVAL_CHART_WEEKS = 12;
/**
 * The portal order's limits (common/schemas/portal.ts): here, so the portal's page checks them
 * without loading zod. At most this many reviews in one order (a phone's list; the API refuses more).
 */
export const PORTAL_ORDER_MAX_ITEMS = 50;
export const PORTAL_NOTE_MAX_LENGTH = 500;
export const PORTAL_SIGNER_MAX_LENGTH = 120;
/** The dashboard's activity chart (days, today last) and its list of newest customers. */
export const DASHBOARD_CHART_DAYS = 30;
export const DASHBOARD_RECENT_CUSTOMERS = 8;

export const DEFAULT_AUTOMATION = {
  scanFrequency: 'daily',
  scanTime: '09:00',
  ratingThreshold: 3,
  reviewAge: 1,
} as const;

/** A company's billing defaults (issue 22): 19 % VAT, 14 days to pay, numbers like RE-2026-0001. */
export const DEFAULT_INVOICING = {
  vatRate: 19,
  paymentTermDays: 14,
  invoicePrefix: 'RE',
  invoiceNumberYear: true,
  invoiceNumberDigits: 4,
  reminderFirstDays: 7,
  reminderSecondDays: 21,
} as const;

/** Places per Apify run and runs in flight per account (issue 23; the plan's cap is 32 on Starter). */
export const DEFAULT_APIFY_BATCH_SIZE = 200;
export const DEFAULT_APIFY_MAX_RUNS = 25;
/** A company's cost cap per Apify run ('Max. Kosten pro Lauf', USD), sent as maxTotalChargeUsd. */
export const DEFAULT_MAX_RUN_COST_USD = '5.00';

/** Automatic reminders go out only between these Berlin hours (8:00 to 20:00). */
export const REMINDER_HOURS = { from: 8, to: 20 } as const;

/**
 * The case-update mails (decision 072) go out from 17:00, so one mail holds the day's news, and
 * like the reminders not after 20:00 Berlin time.
 */
export const CASE_UPDATE_HOURS = { from: 17, to: 20 } as const;

/** Default and maximum page sizes of the unbounded lists (reviews, e-mail logs, scan logs). */
export const LIST_DEFAULT_LIMIT = 100;
export const LIST_MAX_LIMIT = 500;
/**
 * Those lists count matching rows up to this many; beyond it they say '10.000+' (an exact count of a
 * million rows would scan them all, on every page).
 */
export const LIST_TOTAL_CAP = 10_000;
/** A text search checks every candidate row's text, so its count stops earlier ('1.000+'). */
export const SEARCH_TOTAL_CAP = 1_000;

/** Sending limits of a company's mailbox (docs/product.md §10 "Lawful, paced e-mail"). */
export const DEFAULT_MAIL_DAILY_CAP = 400;
export const MAIL_DAILY_CAP_MAX = 10_000;
export const DEFAULT_MAIL_PAUSE_SECONDS = 2;
export const MAIL_PAUSE_SECONDS_MAX = 600;
/** Tries of one e-mail that the server answers with "try again later" (4xx) before it fails. */
export const MAIL_MAX_ATTEMPTS = 5;
/** How long a company sends nothing after its mailbox's daily limit was hit (Gmail: up to 24 h). */
export const MAIL_LIMIT_PAUSE_HOURS = 24;

/** The dashboard funnel's periods (days, today included; decision 074) and the one it opens with. */
export const FUNNEL_PERIODS = [7, 30, 90] as const;
export const FUNNEL_DEFAULT_DAYS = 30;
