/** @jsxImportSource preact */
// The portal behind a customer's link (issue 36 points 2–6): the company on top, the owner's
// negative reviews with their state, the order, the cases, the papers, the opt-out, the Impressum.
import { formatCents } from '@common/invoice-math';
import { FILE_WITHIN_DAYS } from '@common/removal-rules';
import type { PortalView } from '@common/schemas/portal';
import { CompanyFooter } from './company-footer';
import { InvoiceList, OrderList } from './documents';
import { MailConsent } from './mail-consent';
import { OrderDone } from './order-done';
import { orderTotals } from './order-draft';
import { OrderForm } from './order-form';
import { ReviewCard } from './review-card';
import { type OrderHost, useOrder } from './use-order';

export function PortalPage(host: OrderHost) {
  const { view } = host;
  const order = useOrder(host);
  const { items, errors } = order;
  const gross = orderTotals(items.length, view.pricePerReview, view.vatRatePercent).grossCents;
  return (
    <>
      <header class="top">
        <div class="wrap">
          <p class="company">{view.company.name}</p>
          <p class="small muted">Kundenportal</p>
        </div>
      </header>
      <main class="wrap">
        {order.done ? (
          <OrderDone order={order.done} onBack={order.closeDone} />
        ) : (
          <>
            <Intro view={view} />
            <section aria-labelledby="bewertungen">
              <h2 id="bewertungen">Bewertungen ({view.reviews.length})</h2>
              {view.reviews.length === 0 ? (
                <p class="card muted">Zurzeit liegen keine negativen Bewertungen vor.</p>
              ) : (
                <ul class="stack">
                  {view.reviews.map((review) => (
                    <ReviewCard
                      key={review.id}
                      review={review}
                      item={review.case ? null : (order.draft.get(review.id) ?? null)}
                      error={errors[`item:${review.id}`] || undefined}
                      onChange={(item) => order.change(review.id, item)}
                    />
                  ))}
                </ul>
              )}
            </section>
            {items.length > 0 && (
              <div class="bar">
                <span>
                  {items.length} ausgewählt · {formatCents(gross)}
                </span>
                <a href="#auftrag">Weiter zum Auftrag</a>
              </div>
            )}
            {view.reviews.some((r) => r.case === null) && (
              <OrderForm
                view={view}
                count={items.length}
                signerName={order.signerName}
                errors={errors}
                failure={order.failure}
                sending={order.sending}
                onName={order.setSignerName}
                onSubmit={order.submit}
              />
            )}
          </>
        )}
        {view.orders.length > 0 && <OrderList orders={view.orders} />}
        {view.invoices.length > 0 && <InvoiceList invoices={view.invoices} />}
        <MailConsent token={host.token} view={view} reload={host.reload} />
      </main>
      <CompanyFooter company={view.company} />
    </>
  );
}

function Intro({ view }: { view: PortalView }) {
  const price = formatCents(orderTotals(1, view.pricePerReview, 0).netCents);
  return (
    <>
      <div class="lead">
        <h1>Ihre Google-Bewertungen</h1>
        <p>
          Für <strong>{view.customer.name}</strong> haben wir diese negativen Bewertungen (1 bis 3 Sterne)
          gefunden. Wählen Sie aus, welche wir bei Google zur Löschung melden sollen.
        </p>
        <p class="price">
          {price}
          {view.vatRatePercent > 0 ? ' zzgl. USt' : ''} je Bewertung, nur wenn sie nachweislich entfernt
          wurde.
        </p>
      </div>
      <section class="card" aria-labelledby="ablauf">
        <h2 id="ablauf">So geht es weiter</h2>
        <ol class="steps">
          <li>Sie wählen Bewertungen aus, nennen je einen Grund und beauftragen uns.</li>
          <li>
            Wir melden sie innerhalb von {FILE_WITHIN_DAYS} Tagen bei Google; hier sehen Sie jeden Schritt.
          </li>
          <li>Ist eine Bewertung verschwunden, prüfen wir das zweimal und zeigen Ihnen den Nachweis.</li>
          <li>Erst dann stellen wir sie in Rechnung.</li>
        </ol>
      </section>
    </>
  );
}
