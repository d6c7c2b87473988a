import { InvoicesPage } from '@/features/invoices/invoices-page';

export default InvoicesPage;
