import { z } from 'zod';
import { offerTemplateFields } from './company';
import { idSchema } from './params';

/** POST /api/companies/:id/offer-preview: the template as typed, shown with a customer's data (else sample data). */
export const offerPreviewRequestSchema = z.strictObject({
  ...offerTemplateFields,
  customerId: idSchema.optional(),
});
export type OfferPreviewRequest = z.input<typeof offerPreviewRequestSchema>;

const customerChoice = z.object({ id: z.number(), name: z.string() });

export const offerPreviewSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Whose data the preview shows; null: sample data. */
  customer: customerChoice.nullable(),
  /** Customers with negative or critical reviews to preview with, newest review first. */
  customers: z.array(customerChoice),
});
export type OfferPreview = z.infer<typeof offerPreviewSchema>;
