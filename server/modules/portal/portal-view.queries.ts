// What the customer portal shows, read in ONE statement (docs/decisions/070): the company and the
// customer, the customer's 1–3 star reviews with their cases, the cases' transitions and the checks
// that found a review gone, and the issued invoices. Each part is a small sub-select on its
// per-customer index, shaped as JSON by the database; every part is bound to the link's customer
// and company, so no other customer's row can appear.
import { type SQL, sql } from 'drizzle-orm';
import { NEGATIVE_RATING_MAX } from '../../../common/constants';
import type { InvoiceState, RemovalChannel, RemovalReason, RemovalState } from '../../../common/enums';
import type { LegalFooter } from '../../../common/legal-footer';
import type { RemovalChance } from '../../../common/schemas/removal-chance';
import type { Db } from '../../db/client';
import { isoUtc } from '../../db/sql-helpers';

/** The newest reviews the page lists (a business rarely has more than a few dozen 1–3 star ones). */
export const PORTAL_REVIEW_LIMIT = 300;

const iso = (column: string) => isoUtc(sql.raw(column));

const list = (fields: SQL, from: SQL) =>
  sql`(select coalesce(json_agg(json_build_object(${fields})), '[]'::json) from (${from}) x)`;

/** Whether the link went out with a mail to the customer's address (not a test mail, not hand-made). */
export const linkFromMail = (linkId: number) =>
  sql`exists (select 1 from portal_links l join email_logs e on e.id = l.email_log_id
               where l.id = ${linkId} and not e.is_test)`;

export interface PortalRow {
  company: LegalFooter & {
    name: string;
    website: string | null;
    contactEmail: string | null;
    gmailEmail: string | null;
    privacyNotice: string | null;
    portalTerms: string | null;
    portalTermsVersion: number;
    vatMode: 'standard' | 'small_business';
    vatRate: number;
    requireConsent: boolean;
    consentText: string | null;
    consentTextVersion: number;
  };
  customer: {
    name: string;
    optedOutAt: string | null;
    pricePerReview: string;
    consent: 'none' | 'requested' | 'given';
    consentDate: string | null;
  };
  /** The link came with a real mail to the customer (decision 079): a consent may be given through it. */
  linkFromMail: boolean;
  reviews: {
    id: number;
    author: string | null;
    stars: number;
    reviewDate: string | null;
    detectedAt: string;
    text: string | null;
    url: string | null;
    /** The stored Löschchance (decision 067); null for 4–5 stars and until the fill reached it. */
    chance: RemovalChance | null;
    removal: {
      id: number;
      state: RemovalState;
      reason: RemovalReason;
      price: string;
      orderedAt: string;
      deadlineOn: string | null;
    } | null;
  }[];
  events: {
    removalId: number;
    at: string;
    fromState: RemovalState | null;
    toState: RemovalState;
    channel: RemovalChannel | null;
  }[];
  checks: { removalId: number; at: string; outcome: 'missing' | 'raised'; rating: number | null }[];
  invoices: {
    id: number;
    number: string;
    kind: 'invoice' | 'cancellation';
    state: InvoiceState;
    issuedOn: string | null;
    dueOn: string | null;
    grossCents: number;
    paidCents: number;
    seller: { name: string; iban: string | null; bic: string | null };
  }[];
  orders: {
    id: number;
    createdAt: string;
    signerName: string;
    reviewIds: number[];
    netCents: number;
    vatCents: number;
    grossCents: number;
  }[];
}

export async function readPortal(
  db: Db,
  customerId: number,
  companyId: number,
  linkId: number,
): Promise<PortalRow | undefined> {
  const result = (await db.execute(sql`
    select
      json_build_object(
        'name', co.name, 'website', co.website, 'contactEmail', co.contact_email,
        'gmailEmail', co.gmail_email, 'legalName', co.legal_name, 'legalAddress', co.legal_address,
        'managingDirectors', co.managing_directors, 'registerCourt', co.register_court,
        'registerNumber', co.register_number, 'vatId', co.vat_id, 'privacyNotice', co.privacy_notice,
        'portalTerms', co.portal_terms, 'portalTermsVersion', co.portal_terms_version, 'vatMode', co.vat_mode, 'vatRate', co.vat_rate,
        'requireConsent', co.require_consent, 'consentText', co.consent_text,
        'consentTextVersion', co.consent_text_version) as company,
      json_build_object(
        'name', c.name, 'optedOutAt', ${iso('c.opted_out_at')},
        'pricePerReview', c.price_per_review::text, 'consent', c.consent,
        'consentDate', c.consent_date) as customer,
      ${linkFromMail(linkId)} as link_from_mail,
      ${list(
        sql`'id', x.id, 'author', x.username, 'stars', x.rating, 'reviewDate', ${iso('x.review_date')},
            'detectedAt', ${iso('x.detected_at')}, 'text', x.review_text, 'url', x.review_url,
            'chance', x.removal_chance,
            'removal', case when x.removal_id is null then null else json_build_object(
              'id', x.removal_id, 'state', x.removal_state, 'reason', x.removal_reason,
              'price', x.removal_price::text, 'orderedAt', ${iso('x.ordered_at')},
              'deadlineOn', x.deadline_on) end`,
        // A review with a case stays listed even if its rating was raised above 3 meanwhile.
        sql`select r.*, m.id as removal_id, m.state as removal_state, m.reason as removal_reason,
                   m.price_per_review as removal_price, m.ordered_at, m.deadline_on
              from reviews r left join removals m on m.review_id = r.id
             where r.customer_id = c.id and (r.rating <= ${NEGATIVE_RATING_MAX} or m.id is not null)
             order by r.review_date desc nulls last, r.id desc limit ${PORTAL_REVIEW_LIMIT}`,
      )} as reviews,
      ${list(
        sql`'removalId', x.removal_id, 'at', ${iso('x.at')}, 'fromState', x.from_state,
            'toState', x.to_state, 'channel', x.channel`,
        // Transitions only: the operators' notes are theirs.
        sql`select e.* from removals m join removal_events e on e.removal_id = m.id
             where m.customer_id = c.id and e.to_state is not null order by e.at, e.id`,
      )} as events,
      ${list(
        sql`'removalId', x.removal_id, 'at', ${iso('x.checked_at')}, 'outcome', x.outcome, 'rating', x.rating`,
        sql`select k.* from removals m join removal_checks k on k.removal_id = m.id
             where m.customer_id = c.id and k.outcome in ('missing', 'raised')
             order by k.checked_at desc, k.id desc`,
      )} as checks,
      ${list(
        sql`'id', x.id, 'number', x.number, 'kind', x.kind, 'state', x.state, 'issuedOn', x.issued_on,
            'dueOn', x.due_on, 'grossCents', x.gross_cents, 'paidCents', x.paid_cents,
            'seller', json_build_object(
              'name', x.seller->>'name', 'iban', x.seller->>'iban', 'bic', x.seller->>'bic')`,
        // Issued ones only: a draft is the operator's work in progress.
        sql`select * from invoices i
             where i.customer_id = c.id and i.company_id = c.company_id and i.state <> 'draft'
               and i.number is not null
             order by i.issued_on desc nulls last, i.id desc`,
      )} as invoices,
      ${list(
        sql`'id', x.id, 'createdAt', ${iso('x.created_at')}, 'signerName', x.signer_name,
            'reviewIds', (select coalesce(json_agg((i->>'reviewId')::int), '[]'::json)
                            from jsonb_array_elements(x.items) i),
            'netCents', x.net_cents, 'vatCents', x.vat_cents, 'grossCents', x.gross_cents`,
        sql`select * from portal_orders o where o.customer_id = c.id and o.company_id = c.company_id
             order by o.created_at desc, o.id desc`,
      )} as orders
    from customers c join companies co on co.id = c.company_id
    where c.id = ${customerId} and c.company_id = ${companyId}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const row = result.rows[0];
  if (!row) return undefined;
  // node-postgres parses json columns; PGlite does too, but be sure for either driver.
  const json = <T>(v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  return {
    company: json(row.company),
    customer: json(row.customer),
    linkFromMail: row.link_from_mail === true,
    reviews: json(row.reviews),
    events: json(row.events),
    checks: json(row.checks),
    invoices: json<PortalRow['invoices']>(row.invoices).map((i) => ({
      ...i,
      grossCents: Number(i.grossCents),
      paidCents: Number(i.paidCents),
    })),
    orders: json<PortalRow['orders']>(row.orders).map((o) => ({
      ...o,
      netCents: Number(o.netCents),
      vatCents: Number(o.vatCents),
      grossCents: Number(o.grossCents),
    })),
  };
}
