import { paths } from '@/lib/paths';

/** The page of one invoice: the company's 'Rechnungen' with the invoice open in the sheet. */
export const invoicePath = (companyId: number, invoiceId: number) =>
  `${paths.companyPage('invoices-new', companyId)}?invoice=${invoiceId}`;
