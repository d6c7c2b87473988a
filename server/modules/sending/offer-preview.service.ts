// The settings page's live preview of the offer: the template as typed, with a real customer's
// data and reviews, or sample data (issue 21 item 5).
import type { z } from 'zod';
import type { OfferPreview, offerPreviewRequestSchema } from '../../../common/schemas/offer-preview';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { negativeReviewMail } from '../../mail/negative-review-mail';
import type { OfferReview } from '../../mail/offer-phrases';
import { companyNotFound } from '../companies/companies.service';
import * as q from './offer-preview.queries';

type Input = z.output<typeof offerPreviewRequestSchema>;

const day = (d: number) => new Date(Date.now() - d * 86_400_000);
/** Sample data: one negative review with text, one critical without, to show both. */
const sample = {
  customer: { name: 'Café Beispiel', contactTitle: 'Frau', contactPerson: 'Erika Mustermann' },
  pricePerReview: '49.00',
  reviews: (): OfferReview[] => [
    {
      username: 'Max Muster',
      rating: 1,
      text: 'Kalter Kaffee, lange gewartet.',
      reviewDate: day(1),
      reviewUrl: null,
    },
    { username: 'Lena K.', rating: 3, text: null, reviewDate: day(2), reviewUrl: null },
  ],
};

export async function previewOffer(
  db: Db,
  config: Config,
  companyId: number,
  input: Input,
): Promise<OfferPreview> {
  const company = await q.getOfferSender(db, companyId);
  if (!company) throw companyNotFound();
  const customers = await q.listPreviewCustomers(db, companyId, company.ratingThreshold);
  const customer = input.customerId ? await q.getPreviewCustomer(db, companyId, input.customerId) : undefined;
  if (input.customerId && !customer) throw notFound('Kunde nicht gefunden');
  const reviews = customer ? await q.listPreviewReviews(db, customer.id, company.ratingThreshold) : [];
  const mail = negativeReviewMail({
    // What is typed replaces what is stored; an empty part shows the default.
    company: {
      ...company,
      offerSubject: input.offerSubject === undefined ? company.offerSubject : input.offerSubject,
      offerOpening: input.offerOpening === undefined ? company.offerOpening : input.offerOpening,
      offerClosing: input.offerClosing === undefined ? company.offerClosing : input.offerClosing,
    },
    customer: customer ?? sample.customer,
    pricePerReview: customer?.pricePerReview ?? sample.pricePerReview,
    reviews: reviews.length > 0 ? reviews : sample.reviews(),
    // Not the customer's real link: a click in the preview must not lead to their opt-out page.
    unsubscribeUrl: `${config.publicUrl.replace(/\/$/, '')}/abmelden/vorschau`,
  });
  return { ...mail, customer: customer ? { id: customer.id, name: customer.name } : null, customers };
}
