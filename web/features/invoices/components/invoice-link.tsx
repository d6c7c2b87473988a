import { cancelledNumber, invoiceKindLabels } from '@common/labels';
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

/**
 * The number, the keyboard's way into the invoice (its details in the side sheet); a
 * Stornorechnung says under it which invoice it cancels ('Stornorechnung zu RE-2026-0001').
 */
export function InvoiceLink({ invoice }: { invoice: Invoice }) {
  const href = useInvoiceHref();
  const name = invoice.number ?? `Entwurf #${invoice.id}`;
  const correction = invoice.kind === 'cancellation';
  return (
    <span className="flex min-w-0 flex-col">
      <Link
        href={href(invoice.id)}
        data-invoice-link={invoice.id}
        className="w-fit rounded-sm font-medium break-words underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        aria-label={`${invoiceKindLabels[invoice.kind]} ${name}${correction ? ` zu ${cancelledNumber(invoice.cancelsNumber)}` : ''} für ${invoice.customerName} öffnen`}
      >
        {invoice.number ?? 'Entwurf'}
      </Link>
      {correction && (
        // 'Stornorechnung zu RE-2026-0001', the number kept on one line.
        <span className="text-xs text-muted-foreground">
          Stornorechnung zu{' '}
          <span className="whitespace-nowrap">{cancelledNumber(invoice.cancelsNumber)}</span>
        </span>
      )}
    </span>
  );
}
