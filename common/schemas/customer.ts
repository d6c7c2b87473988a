import { z } from 'zod';
import { CUSTOMER_PAGE_SIZE, DEFAULT_PRICE_PER_REVIEW, PRICE_PER_REVIEW_MAX } from '../constants';
import { customerStatuses, emailLogStatuses } from '../enums';
import { parsePrice, priceNotNumberMessage } from '../price';
import { controlCharsMessage, isMultiLine, isOneLine } from './control-chars';
import { customerFollowUpFilters, customerListFollowUpSchema } from './follow-up';
import { idSchema, queryFlag } from './params';

export const contactTitles = ['Herr', 'Frau'] as const;
/** The basis for e-mailing a customer (docs/product.md §10 "Lawful, paced e-mail"). */
export const consentBases = ['none', 'requested', 'given'] as const;
export type ConsentBasis = (typeof consentBases)[number];
/** The list's filter 'Einwilligung': an opted-out customer counts as 'opted_out' whatever its consent says. */
export const consentStates = [...consentBases, 'opted_out'] as const;
export type ConsentState = (typeof consentStates)[number];
export const customerSortKeys = ['name', 'lastEmail', 'lastReview', 'price', 'createdAt'] as const;
export const CUSTOMER_MAX_LIMIT = 1000;

/** A customer as the API answers it; pricePerReview is the decimal as a string ("89.00"). */
export const customerSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  googleMapsLink: z.string().nullable(),
  pricePerReview: z.string(),
  status: z.enum(customerStatuses),
  contactPerson: z.string().nullable(),
  contactTitle: z.enum(contactTitles).nullable(),
  isActive: z.boolean(),
  /** When the customer used their unsubscribe link (ISO); they get no e-mail after it. */
  optedOutAt: z.string().nullable(),
  consent: z.enum(consentBases),
  /** yyyy-MM-dd. */
  consentDate: z.string().nullable(),
  consentNote: z.string().nullable(),
  /** Whom invoices name (§14 UStG): the legal name (null: `name`) and the postal address. */
  billingName: z.string().nullable(),
  billingAddress: z.string().nullable(),
  createdAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** A row of GET /api/customers?withReviews=true. */
export const customerListItemSchema = customerSchema.extend({
  reviewCount: z.number(),
  emailCount: z.number(),
  pendingEmailCount: z.number(),
  lastReview: z
    .object({ rating: z.number(), reviewDate: z.string().nullable(), username: z.string().nullable() })
    .nullable(),
  lastEmailLog: z.object({ createdAt: z.string(), status: z.enum(emailLogStatuses) }).nullable(),
  /** The customer's open follow-up ('Wiedervorlage', issue 24), or null. */
  followUp: customerListFollowUpSchema,
  /** 'Antwort erhalten' and 'E-Mail unzustellbar' (read over IMAP, issue 24). */
  repliedAt: z.string().nullable(),
  emailBouncedAt: z.string().nullable(),
  /** Came through the company's sign-up page: its consent was confirmed there (issue 34 point 8). */
  fromSignup: z.boolean(),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;

export const priceRequiredMessage = 'Preis ist erforderlich';
const tooLong = (label: string, max: number) => `${label} darf höchstens ${max} Zeichen haben`;
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} muss Text sein` })
    .trim()
    .max(max, tooLong(label, max))
    .refine(isOneLine, controlCharsMessage(label))
    .nullish()
    .transform((v) => v || null);
const required = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, tooLong(label, max))
    .refine(isOneLine, controlCharsMessage(label));

const status = z
  .enum([...customerStatuses, ''], { error: 'Ungültiger Status' })
  .transform((v) => v || 'email_sent');
export const priceTooHighMessage = `Preis pro Bewertung darf höchstens ${PRICE_PER_REVIEW_MAX.toLocaleString('de-DE', { minimumFractionDigits: 2 })} € betragen`;
/** A plain amount ('12000', '12000,5') above the bound, also one too long for parsePrice. */
const aboveBound = (text: string) =>
  /^\d+(?:[.,]\d*)?$/.test(text) && Number(text.replace(',', '.')) > PRICE_PER_REVIEW_MAX;

/**
 * Number or numeric string; blank means the server default of 89 (docs/product.md §5). Answered as
 * "89.00". At most PRICE_PER_REVIEW_MAX (the form, the API and the CSV import share this rule).
 */
const pricePerReview = z
  .union([z.number(), z.string().max(20, priceNotNumberMessage), z.null()], { error: priceNotNumberMessage })
  .optional()
  .transform((v, ctx) => {
    const text = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'x') : (v ?? '').trim();
    if (text === '') return DEFAULT_PRICE_PER_REVIEW;
    if (aboveBound(text)) {
      ctx.addIssue({ code: 'custom', message: priceTooHighMessage });
      return z.NEVER;
    }
    const price = parsePrice(text);
    if (!price.ok) {
      ctx.addIssue({ code: 'custom', message: price.message });
      return z.NEVER;
    }
    return price.value;
  });

const customerFields = {
  name: required('Name ist erforderlich', 500, 'Name'),
  email: required('E-Mail ist erforderlich', 254, 'E-Mail-Adresse').pipe(z.email('Ungültige E-Mail-Adresse')),
  phone: optionalText('Telefon', 100),
  // Maps links carry long data parameters; 2000 covers them. Whether it is a maps link is judged by the scan (invalid_url).
  googleMapsLink: required('Google Maps Link ist erforderlich', 2000, 'Google Maps Link'),
  pricePerReview,
  contactPerson: optionalText('Ansprechpartner', 200),
  contactTitle: z
    .enum([...contactTitles, ''], { error: 'Anrede muss Herr oder Frau sein' })
    .nullish()
    .transform((v) => v || null),
};

/** Consent fields: a missing one keeps the stored value (or the default 'none' on create). */
const consentFields = {
  consent: z.enum(consentBases, { error: 'Einwilligung muss none, requested oder given sein' }).optional(),
  consentDate: z
    .string({ error: 'Ungültiges Datum der Einwilligung' })
    .trim()
    // Typed the German way (20.11.2026) or as ISO (2026-11-20); stored as ISO.
    .transform((v) => {
      const de = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(v);
      return de ? `${de[3]}-${de[2].padStart(2, '0')}-${de[1].padStart(2, '0')}` : v;
    })
    .refine(
      (v) =>
        v === '' ||
        (/^\d{4}-\d{2}-\d{2}$/.test(v) &&
          !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
          new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)),
      'Ungültiges Datum der Einwilligung',
    )
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  consentNote: z
    .string({ error: 'Notiz zur Einwilligung muss Text sein' })
    .trim()
    .max(1000, tooLong('Notiz zur Einwilligung', 1000))
    .refine(isMultiLine, controlCharsMessage('Notiz zur Einwilligung'))
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
};

/** The invoice address (issue 22): a missing field keeps the stored value. */
const billingFields = {
  billingName: z
    .string({ error: 'Rechnungsempfänger muss Text sein' })
    .trim()
    .max(300, tooLong('Rechnungsempfänger', 300))
    .refine(isOneLine, controlCharsMessage('Rechnungsempfänger'))
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  billingAddress: z
    .string({ error: 'Rechnungsanschrift muss Text sein' })
    .trim()
    .max(500, tooLong('Rechnungsanschrift', 500))
    .refine(isMultiLine, controlCharsMessage('Rechnungsanschrift'))
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
};

const companyId = z
  .unknown()
  .refine((v) => v !== undefined && v !== null && v !== '', 'Firmen-ID ist erforderlich')
  .pipe(idSchema);

/** POST /api/customers. */
export const createCustomerSchema = z.strictObject({
  companyId,
  ...customerFields,
  ...consentFields,
  ...billingFields,
  status: status.optional().transform((v) => v ?? 'email_sent'),
});
export type CreateCustomer = z.input<typeof createCustomerSchema>;

/** PUT /api/customers/:id. companyId may be sent but must not change; a missing status keeps the stored one. */
export const updateCustomerSchema = z.strictObject({
  companyId: idSchema.optional(),
  ...customerFields,
  ...consentFields,
  ...billingFields,
  status: status.optional(),
});
export type UpdateCustomer = z.input<typeof updateCustomerSchema>;

/** PATCH /api/customers/:id: exactly {status} or {isActive}. */
export const patchCustomerSchema = z
  .strictObject({
    status: status.optional(),
    isActive: z.boolean({ error: 'isActive muss true oder false sein' }).optional(),
  })
  .refine((v) => (v.status === undefined) !== (v.isActive === undefined), {
    message: 'Bitte genau eines der Felder status oder isActive senden',
  });
export type PatchCustomer = z.input<typeof patchCustomerSchema>;

/** GET /api/customers. Default order: name ascending; every order ends with id for stable pages. */
export const listCustomersQuerySchema = z.strictObject({
  companyId,
  withReviews: queryFlag('withReviews', false),
  search: z
    .string({ error: 'Ungültige Suche' })
    .max(200, tooLong('Suchbegriff', 200))
    .optional()
    .transform((v) => v?.trim() || undefined),
  status: z
    .enum([...customerStatuses, 'all'], { error: 'Ungültiger Status' })
    .optional()
    .transform((v) => (v === 'all' ? undefined : v)),
  consent: z
    .enum([...consentStates, 'all'], { error: 'Ungültiger Filter für die Einwilligung' })
    .optional()
    .transform((v) => (v === 'all' ? undefined : v)),
  /** 'Wiedervorlage' (issue 24): only customers with an open follow-up overdue, due today, or any. */
  followUp: z
    .enum([...customerFollowUpFilters, 'all', ''], { error: 'Ungültiger Filter für die Wiedervorlage' })
    .optional()
    .transform((v) => (v === 'all' || v === '' ? undefined : v)),
  sort: z.enum(customerSortKeys, { error: 'Ungültige Sortierung' }).default('name'),
  dir: z.enum(['asc', 'desc'], { error: 'Sortierrichtung muss asc oder desc sein' }).default('asc'),
  limit: z.coerce
    .number({ error: `limit muss zwischen 1 und ${CUSTOMER_MAX_LIMIT} liegen` })
    .int(`limit muss zwischen 1 und ${CUSTOMER_MAX_LIMIT} liegen`)
    .min(1, `limit muss zwischen 1 und ${CUSTOMER_MAX_LIMIT} liegen`)
    .max(CUSTOMER_MAX_LIMIT, `limit muss zwischen 1 und ${CUSTOMER_MAX_LIMIT} liegen`)
    .default(CUSTOMER_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'offset muss eine ganze Zahl ab 0 sein' })
    .int('offset muss eine ganze Zahl ab 0 sein')
    .min(0, 'offset muss eine ganze Zahl ab 0 sein')
    .max(2_147_483_647, 'offset ist zu groß')
    .default(0),
});
export type ListCustomersQuery = z.input<typeof listCustomersQuerySchema>;
export type ListCustomersParams = z.output<typeof listCustomersQuerySchema>;

/**
 * GET /api/customers/status-counts: the status tabs' counts under the list's search and consent
 * filter, and the consent filter's counts under the search and status (`consent`).
 */
export const customerStatusCountsQuerySchema = listCustomersQuerySchema.pick({
  companyId: true,
  search: true,
  status: true,
  consent: true,
  followUp: true,
});
const countsOf = <const K extends string>(keys: readonly K[]) =>
  z.object({
    all: z.number(),
    ...(Object.fromEntries(keys.map((k) => [k, z.number()])) as Record<K, z.ZodNumber>),
  });
export const customerStatusCountsSchema = countsOf(customerStatuses).extend({
  consent: countsOf(consentStates),
});
export type CustomerStatusCounts = z.infer<typeof customerStatusCountsSchema>;

/**
 * GET /api/customers/consent-summary?companyId=: how many customers the offers reach without
 * consent (active, not opted out, with an e-mail, consent not 'given'), and whether the company
 * mails them (requireConsent off).
 */
export const consentSummaryQuerySchema = listCustomersQuerySchema.pick({ companyId: true });
export const consentSummarySchema = z.object({
  requireConsent: z.boolean(),
  withoutConsent: z.number(),
});
export type ConsentSummary = z.infer<typeof consentSummarySchema>;
