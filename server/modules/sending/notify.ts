// The notify policy of a scan: whether a customer gets the offer for their new negative reviews
// (notifications on, not opted out, consent where required, an address, a mail account), the
// offer built and claimed, then handed to the paced delivery (docs/product.md §10 "E-mail outcome").
// One offer a day: while the customer's last offer is under 24 hours old, what a scan finds waits
// and goes out with the next offer (docs/decisions/043-consent-first.md "One offer a day").
import type { RemovalChance } from '../../../common/schemas/removal-chance';
import type { EmailOutcome } from '../../../common/schemas/scan-log-details';
import { negativeReviewMail } from '../../mail/negative-review-mail';
import { unsubscribeUrl } from '../../mail/unsubscribe-token';
import { noMailAccountAlert } from '../alerts/alert-events';
import { raiseAlerts } from '../alerts/alerts.queries';
import { levelRank } from '../removal-chance/chance';
import { companyMessageId, hasMailAccount, noMailAccountMessage } from './company-mailer';
import { type Delivery, deliverMail } from './delivery';
import { claimOffer, getLastOffer, listWaitingNegatives, offerHold } from './sending.queries';
import type { SendingContext } from './sending-context';

/** What became of the customer's e-mail; the scan log's `emailStatus` (common/schemas/scan-log-details.ts). */
export type MailOutcome =
  | { status: Exclude<EmailOutcome, 'failed' | 'waiting_daily_limit'> }
  | { status: 'failed'; message: string }
  /** Held back by the customer's last offer, that many whole hours old. */
  | { status: 'waiting_daily_limit'; lastEmailHours: number };

type OfferReview = Parameters<typeof negativeReviewMail>[0]['reviews'][number] & { id: number };

/** The company and customer as the notify policy needs them (the scan reads them in one statement). */
export interface NotifyTarget {
  company: {
    id: number;
    name: string;
    website: string | null;
    emailNotifications: boolean;
    requireConsent: boolean;
    gmailEmail: string | null;
    gmailPasswordSealed: string | null;
    testMode: boolean;
    testRecipient: string | null;
    /** 'Nur Bewertungen mit Löschchance ab … anbieten'; null offers every review (decision 081). */
    offerMinChance: 'medium' | 'high' | null;
  } & Parameters<typeof negativeReviewMail>[0]['company'];
  customer: {
    id: number;
    name: string;
    email: string | null;
    contactTitle: string | null;
    contactPerson: string | null;
    pricePerReview: string;
    optedOutAt: Date | null;
    consent: string;
  };
}

/**
 * One mail covering this scan's new negative reviews (`found`) and those that waited for the one
 * offer a day, claimed before it is handed to the paced delivery (docs/product.md §10 "E-mail
 * outcome", "Lawful, paced e-mail").
 */
export async function notifyCustomer(
  ctx: SendingContext,
  scanId: number,
  job: NotifyTarget,
  found: OfferReview[],
  threshold: number,
  now = new Date(),
): Promise<MailOutcome> {
  const { db } = ctx;
  const { company, customer } = job;
  const last = await getLastOffer(db, customer.id, company.testMode);
  // This scan's own offer, given back when the instance of the job's earlier attempt died before
  // its SMTP transaction began (decision 053): it goes out now rather than on the next tick.
  if (last?.status === 'pending' && last.scanId === scanId && last.waitingFrom && last.waitingFrom <= now) {
    return outcomeOf(await deliverMail(ctx, last.logId, now));
  }
  const held = offerHold(last, now);
  const waiting =
    last && held === null
      ? await listWaitingNegatives(db, { customerId: customer.id, threshold, last, now })
      : [];
  const candidates = mergeReviews(waiting, found);
  if (candidates.length === 0) return { status: 'not_needed' };
  // Below the company's 'Löschchance ab …' a review is kept and shown, just not offered (decision 081).
  const negatives = candidates.filter((r) => reachesChance(r.chance, company.offerMinChance));
  if (negatives.length === 0) return { status: 'below_chance' };
  if (!company.emailNotifications) return { status: 'disabled' };
  if (customer.optedOutAt) return { status: 'opted_out' };
  if (company.requireConsent && customer.consent !== 'given') return { status: 'no_consent' };
  if (!customer.email) return { status: 'no_email' };
  if (!hasMailAccount(company)) {
    await raiseAlerts(db, [noMailAccountAlert(company, now)]);
    return { status: 'failed', message: noMailAccountMessage };
  }
  if (held !== null) return { status: 'waiting_daily_limit', lastEmailHours: held };
  // Test mode: the operator's own address instead of the customer's.
  const testTo = company.testMode ? company.testRecipient || company.gmailEmail : null;
  const content = negativeReviewMail({
    company,
    customer: {
      name: customer.name,
      contactTitle: customer.contactTitle,
      contactPerson: customer.contactPerson,
    },
    pricePerReview: customer.pricePerReview,
    reviews: negatives,
    unsubscribeUrl: unsubscribeUrl(ctx.config.publicUrl, ctx.config.appSecret, customer.id),
    testFor: testTo ? customer.email : null,
  });
  const claim = await claimOffer(
    db,
    {
      customerId: customer.id,
      companyId: company.id,
      reviewId: negatives[0].id,
      emailSubject: content.subject,
      emailContent: content.text,
      emailHtml: content.html,
      recipient: testTo ?? customer.email,
      isTest: testTo !== null,
      messageId: companyMessageId(company, `scan-${scanId}-${customer.id}`),
      status: 'pending',
      scanId,
    },
    negatives.map((r) => r.id),
    now,
  );
  // Another scan of this customer claimed an offer first (decided under the customer's lock).
  if (claim.kind === 'held') return { status: 'waiting_daily_limit', lastEmailHours: claim.hours };
  if (claim.kind === 'none') return { status: 'not_needed' };

  return outcomeOf(await deliverMail(ctx, claim.logId));
}

function outcomeOf(delivery: Delivery): MailOutcome {
  if (delivery.status === 'waiting') return { status: `waiting_${delivery.reason}` };
  if (delivery.status === 'taken') return { status: 'pending' };
  return delivery;
}

/** Both lists once each, oldest review first, as the offer lists them. */
function mergeReviews(waiting: OfferReview[], found: OfferReview[]) {
  const byId = new Map([...waiting, ...found].map((r) => [r.id, r]));
  return [...byId.values()].sort(
    (a, b) => (a.reviewDate?.getTime() ?? 0) - (b.reviewDate?.getTime() ?? 0) || a.id - b.id,
  );
}

/** Whether a review's stored Löschchance reaches the company's level; every review when none is set. */
function reachesChance(chance: RemovalChance | null | undefined, min: 'medium' | 'high' | null) {
  return min === null || (chance != null && levelRank[chance.level] >= levelRank[min]);
}
