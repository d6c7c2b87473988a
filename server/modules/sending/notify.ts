// The notify policy of a scan: whether a customer gets the offer for their new negative reviews
// (notifications on, not opted out, consent where required, an address, a mail account), the
// offer built and claimed, then handed to the paced delivery (docs/product.md §10 "E-mail outcome").
import type { EmailOutcome } from '../../../common/schemas/scan-log-details';
import { negativeReviewMail } from '../../mail/negative-review-mail';
import { unsubscribeUrl } from '../../mail/unsubscribe-token';
import { deliverMail, offerMessageId } from './delivery';
import { claimReviews } from './sending.queries';
import type { SendingContext } from './sending-context';

/** What became of the customer's e-mail; the scan log's `emailStatus` (common/schemas/scan-log-details.ts). */
export type MailOutcome = { status: Exclude<EmailOutcome, 'failed'> } | { status: 'failed'; message: string };

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
 * One mail covering all new negative reviews, claimed before it is handed to the paced delivery
 * (docs/product.md §10 "E-mail outcome", "Lawful, paced e-mail").
 */
export async function notifyCustomer(
  ctx: SendingContext,
  scanId: number,
  job: NotifyTarget,
  negatives: (Parameters<typeof negativeReviewMail>[0]['reviews'][number] & { id: number })[],
): Promise<MailOutcome> {
  const { db } = ctx;
  const { company, customer } = job;
  if (negatives.length === 0) return { status: 'not_needed' };
  if (!company.emailNotifications) return { status: 'disabled' };
  if (customer.optedOutAt) return { status: 'opted_out' };
  if (company.requireConsent && customer.consent !== 'given') return { status: 'no_consent' };
  if (!customer.email) return { status: 'no_email' };
  if (!company.gmailEmail || !company.gmailPasswordSealed) {
    return {
      status: 'failed',
      message: 'Kein E-Mail-Konto (Gmail-Adresse und App-Passwort) für die Firma hinterlegt',
    };
  }
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
  const claim = await claimReviews(
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
      messageId: offerMessageId(company, `scan-${scanId}-${customer.id}`),
      status: 'pending',
      scanId,
    },
    negatives.map((r) => r.id),
  );
  if (!claim) return { status: 'not_needed' };

  const delivery = await deliverMail(ctx, claim.logId);
  if (delivery.status === 'waiting') return { status: `waiting_${delivery.reason}` };
  if (delivery.status === 'taken') return { status: 'pending' };
  return delivery;
}
