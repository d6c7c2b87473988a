import '@common/zod-locale';
import { DEFAULT_PRICE_PER_REVIEW } from '@common/constants';
import { type Customer, priceRequiredMessage, updateCustomerSchema } from '@common/schemas/customer';
import { z } from 'zod';

const base = updateCustomerSchema.omit({ companyId: true });

/**
 * The server's rules (common/schemas/customer.ts) plus one of the form's own: the price must be
 * filled in (docs/product.md §5), although the API would fall back to 89 for a blank one.
 */
// The server's price rule also takes numbers and null; the form only ever gives it a string.
const serverPrice = base.shape.pricePerReview as unknown as z.ZodType<string, string>;

export const customerFormSchema = base.extend({
  pricePerReview: z.string().trim().min(1, priceRequiredMessage).pipe(serverPrice),
});

export type CustomerFormValues = z.input<typeof customerFormSchema>;

export type CustomerFormOutput = z.output<typeof customerFormSchema>;

export function customerFormValues(customer: Customer | null): CustomerFormValues {
  return {
    name: customer?.name ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    contactTitle: customer?.contactTitle ?? '',
    contactPerson: customer?.contactPerson ?? '',
    googleMapsLink: customer?.googleMapsLink ?? '',
    // New customers start at the default price (docs/product.md §9), shown the German way: '89,00'.
    pricePerReview: (customer?.pricePerReview ?? DEFAULT_PRICE_PER_REVIEW).replace('.', ','),
    status: customer?.status ?? 'email_sent',
    consent: customer?.consent ?? 'none',
    // Shown the German way (docs/product.md §9); the schema takes it back to ISO.
    consentDate: customer?.consentDate ? customer.consentDate.split('-').reverse().join('.') : '',
    consentNote: customer?.consentNote ?? '',
    billingName: customer?.billingName ?? '',
    billingAddress: customer?.billingAddress ?? '',
  };
}
