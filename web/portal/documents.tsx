/** @jsxImportSource preact */
// The owner's papers (issue 36 point 5): each order with its PDF, each invoice and cancellation
// invoice with PDF and XRechnung, and the GiroCode for what is still open.
import { berlinDay } from '@common/calendar-days';
import { formatDate, formatDateTime, formatEuro } from '@common/format';
import { cancellationStatusLabel, invoiceKindLabels, invoiceStatusLabels } from '@common/labels';
import type { PortalInvoice, PortalOrder } from '@common/schemas/portal';

export function OrderList({ orders }: { orders: PortalOrder[] }) {
  return (
    <section aria-labelledby="auftraege">
      <h2 id="auftraege">Ihre Aufträge</h2>
      <ul class="stack">
        {orders.map((order) => (
          <li key={order.id} class="card stack">
            <p>
              <strong>Auftrag vom {formatDateTime(order.createdAt)}</strong>
              <br />
              {order.reviewIds.length} {order.reviewIds.length === 1 ? 'Bewertung' : 'Bewertungen'}, erteilt
              von {order.signerName}, {formatEuro(order.gross)} brutto
            </p>
            <p>
              <a href={order.pdfUrl} download>
                Auftrag als PDF
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function invoiceState(invoice: PortalInvoice) {
  if (invoice.kind === 'cancellation') return cancellationStatusLabel;
  const overdue = invoice.state === 'open' && invoice.dueOn !== null && invoice.dueOn < berlinDay(new Date());
  return invoiceStatusLabels[overdue ? 'overdue' : invoice.state];
}

export function InvoiceList({ invoices }: { invoices: PortalInvoice[] }) {
  return (
    <section aria-labelledby="rechnungen">
      <h2 id="rechnungen">Rechnungen</h2>
      <ul class="stack">
        {invoices.map((invoice) => {
          const open = Number(invoice.open) > 0;
          return (
            <li key={invoice.id} class="card stack">
              <div class="review-head">
                <h3 class="author">
                  {invoiceKindLabels[invoice.kind]} {invoice.number}
                </h3>
                <span class={invoice.state === 'paid' ? 'badge ok' : 'badge'}>{invoiceState(invoice)}</span>
              </div>
              <p class="small">
                vom {formatDate(invoice.issuedOn)} · {formatEuro(invoice.gross)}
                {open && invoice.dueOn && <> · fällig am {formatDate(invoice.dueOn)}</>}
                {open && <> · offen: {formatEuro(invoice.open)}</>}
              </p>
              <p class="links">
                <a href={invoice.pdfUrl} download>
                  PDF herunterladen
                </a>
                <a href={invoice.xmlUrl} download>
                  XRechnung (XML)
                </a>
              </p>
              {open && invoice.giroCodeUrl && (
                <figure class="stack">
                  <img
                    class="giro"
                    src={invoice.giroCodeUrl}
                    width={144}
                    height={144}
                    alt={`GiroCode zur Überweisung von ${formatEuro(invoice.open)} für ${invoice.number}`}
                  />
                  <figcaption class="small muted">Mit Banking-App scannen (GiroCode)</figcaption>
                </figure>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
