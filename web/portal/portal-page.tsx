/** @jsxImportSource preact */
// The portal behind a customer's link (issue 36 points 2–6): the company on top, the owner's
// negative reviews with their state, the order, the cases, the papers, the opt-out, the Impressum.

import { formatCents } from '@common/invoice-math';
import { FILE_WITHIN_DAYS } from '@common/removal-rules';
import type { PortalOrder, PortalView } from '@common/schemas/portal';
import { useRef, useState } from 'preact/hooks';
import { ApiError } from '@/lib/api-error';
import { CompanyFooter } from './company-footer';
import { InvoiceList, OrderList } from './documents';
import { OrderDone } from './order-done';
import {
  checkDraft,
  type DraftErrors,
  type DraftItem,
  orderInput,
  orderTotals,
  placeServerErrors,
} from './order-draft';
import { OrderForm } from './order-form';
import { placeOrder } from './portal-api';
import { ReviewCard } from './review-card';

interface Props {
  token: string;
  view: PortalView;
  /** Reads the view again (after an order, or a refusal that may mean it changed). */
  reload(): Promise<PortalView | null>;
  /** The link stopped working meanwhile (revoked): the page says so. */
  gone(message: string): void;
}

/** A key for one order's sends: random, and available on plain http too (randomUUID is not). */
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export function PortalPage({ token, view, reload, gone }: Props) {
  const [draft, setDraft] = useState<Map<number, DraftItem>>(new Map());
  const [signerName, setSignerName] = useState('');
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<PortalOrder | null>(null);
  // A ref, not state: a second tap arrives before the first one's render.
  const inFlight = useRef(false);
  const lastSend = useRef<{ body: string; key: string } | null>(null);

  const open = view.reviews.filter((r) => r.case === null);
  const items = open.flatMap((r) => draft.get(r.id) ?? []);

  const change = (reviewId: number, item: DraftItem | null) => {
    const next = new Map(draft);
    if (item) next.set(reviewId, item);
    else next.delete(reviewId);
    setDraft(next);
    if (errors[`item:${reviewId}`] || errors.items)
      setErrors({ ...errors, [`item:${reviewId}`]: '', items: '' });
  };

  async function submit() {
    if (inFlight.current) return;
    const found = checkDraft(items, signerName);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const input = orderInput(items, signerName, view.terms.version);
    const body = JSON.stringify(input);
    // The same order sent again (a retry after a lost answer) keeps its key: the server makes it once.
    if (lastSend.current?.body !== body) lastSend.current = { body, key: newKey() };
    inFlight.current = true;
    setSending(true);
    try {
      const order = await placeOrder(token, input, lastSend.current.key);
      lastSend.current = null;
      setDraft(new Map());
      setSignerName('');
      setDone(order);
      await reload();
    } catch (error) {
      await refused(error, items, input.termsVersion);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  async function refused(error: unknown, sent: DraftItem[], termsVersion: number) {
    const api = error instanceof ApiError ? error : ApiError.network(error);
    if (api.status === 404) return gone(api.userMessage);
    if (api.status === 400 && Object.keys(api.fieldErrors).length > 0) {
      setErrors(placeServerErrors(api.fieldErrors, sent));
      return;
    }
    setFailure(api.userMessage);
    // A review ordered meanwhile shows its case, changed terms their new text.
    if (api.status === 409) {
      const fresh = await reload();
      if (fresh && fresh.terms.version !== termsVersion)
        setFailure(
          `${api.userMessage} Bitte lesen Sie die geänderten Bedingungen und bestätigen Sie erneut.`,
        );
    }
  }

  const totals = orderTotals(items.length, view.pricePerReview, view.vatRatePercent);
  const price = formatCents(orderTotals(1, view.pricePerReview, 0).netCents);
  const tax = view.vatRatePercent > 0 ? ' zzgl. USt' : '';

  return (
    <>
      <header class="top">
        <div class="wrap">
          <p class="company">{view.company.name}</p>
          <p class="small muted">Kundenportal</p>
        </div>
      </header>
      <main class="wrap">
        {done ? (
          <OrderDone order={done} onBack={() => setDone(null)} />
        ) : (
          <>
            <div class="lead">
              <h1>Ihre Google-Bewertungen</h1>
              <p>
                Für <strong>{view.customer.name}</strong> haben wir diese negativen Bewertungen (1 bis 3
                Sterne) gefunden. Wählen Sie aus, welche wir bei Google zur Löschung melden sollen.
              </p>
              <p class="price">
                {price}
                {tax} je Bewertung, nur wenn sie nachweislich entfernt wurde.
              </p>
            </div>
            <section class="card" aria-labelledby="ablauf">
              <h2 id="ablauf">So geht es weiter</h2>
              <ol class="steps">
                <li>Sie wählen Bewertungen aus, nennen je einen Grund und beauftragen uns.</li>
                <li>
                  Wir melden sie innerhalb von {FILE_WITHIN_DAYS} Tagen bei Google; hier sehen Sie jeden
                  Schritt.
                </li>
                <li>
                  Ist eine Bewertung verschwunden, prüfen wir das zweimal und zeigen Ihnen den Nachweis.
                </li>
                <li>Erst dann stellen wir sie in Rechnung.</li>
              </ol>
            </section>
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
                      item={review.case ? null : (draft.get(review.id) ?? null)}
                      error={errors[`item:${review.id}`] || undefined}
                      onChange={(item) => change(review.id, item)}
                    />
                  ))}
                </ul>
              )}
            </section>
            {items.length > 0 && (
              <div class="bar">
                <span>
                  {items.length} ausgewählt · {formatCents(totals.grossCents)}
                </span>
                <a href="#auftrag">Weiter zum Auftrag</a>
              </div>
            )}
            {open.length > 0 && (
              <OrderForm
                view={view}
                count={items.length}
                signerName={signerName}
                errors={errors}
                failure={failure}
                sending={sending}
                onName={setSignerName}
                onSubmit={submit}
              />
            )}
          </>
        )}
        {view.orders.length > 0 && <OrderList orders={view.orders} />}
        {view.invoices.length > 0 && <InvoiceList invoices={view.invoices} />}
        <EmailChoice view={view} />
      </main>
      <CompanyFooter company={view.company} />
    </>
  );
}

/** The opt-out in one click: the form posts to the customer's own unsubscribe link (as the mails do). */
function EmailChoice({ view }: { view: PortalView }) {
  const { customer, company } = view;
  return (
    <section class="card stack" aria-labelledby="emails">
      <h2 id="emails">E-Mails</h2>
      {customer.optedOut ? (
        <p>Sie haben die E-Mails von {company.name} abbestellt.</p>
      ) : (
        <form class="stack" method="post" action={new URL(customer.unsubscribeUrl, location.href).pathname}>
          <p>Sie möchten keine E-Mails mehr von {company.name} erhalten?</p>
          <button type="submit" class="button quiet">
            E-Mails abbestellen
          </button>
        </form>
      )}
    </section>
  );
}
