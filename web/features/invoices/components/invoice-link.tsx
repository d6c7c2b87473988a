import { invoiceKindLabels } from '@common/labels';
import type { Invoice } from '@common/schemas/invoice';
import { Link, useLocation, useSearch } from 'wouter';

/** The address of the list with one invoice open (`?invoice=`); the list's own state stays. */
function useInvoiceHref() {
  const [path] = useLocation();
  const search = useSearch();
  return (id: number) => {
    const params = new URLSearchParams(search);
    params.set('invoice', String(id));
    return `${path}?${params}`;
  };
}

/** A click anywhere on a row opens the invoice, as its number link does (Enter on the link). */
export function useOpenInvoiceRow() {
  const [, navigate] = useLocation();
  const href = useInvoiceHref();
  return (invoice: Invoice) => navigate(href(invoice.id));
}

/** 'RE-2026-0001', or 'Entwurf' before finalizing; a cancellation says so. */
export const invoiceTitle = (i: Pick<Invoice, 'number' | 'kind'>) =>
  i.number ? (i.kind === 'cancellation' ? `${i.number} (Storno)` : i.number) : 'Entwurf';

/** The number, the keyboard's way into the invoice (its details in the side sheet). */
export function InvoiceLink({ invoice }: { invoice: Invoice }) {
  const href = useInvoiceHref();
  const name = invoice.number ?? `Entwurf #${invoice.id}`;
  return (
    <Link
      href={href(invoice.id)}
      data-invoice-link={invoice.id}
      className="rounded-sm font-medium break-words underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      aria-label={`${invoiceKindLabels[invoice.kind]} ${name} für ${invoice.customerName} öffnen`}
    >
      {invoiceTitle(invoice)}
    </Link>
  );
}
