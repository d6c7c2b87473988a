/** @jsxImportSource preact */
// The end of an order (issue 36 point 3): the total as the invoice will reckon it, the company's
// terms with their version, the owner's name, and the one button that makes it binding.
import { PORTAL_SIGNER_MAX_LENGTH } from '@common/constants';
import { formatCents, SMALL_BUSINESS_NOTE } from '@common/invoice-math';
import type { PortalView } from '@common/schemas/portal';
import { type DraftErrors, orderTotals } from './order-draft';

interface Props {
  view: PortalView;
  count: number;
  signerName: string;
  errors: DraftErrors;
  /** A refusal of the whole order (a review ordered meanwhile, changed terms, no connection). */
  failure: string | null;
  sending: boolean;
  onName(name: string): void;
  onSubmit(): void;
}

export function OrderForm({ view, count, signerName, errors, failure, sending, onName, onSubmit }: Props) {
  return (
    <form
      id="auftrag"
      class="card stack"
      aria-labelledby="auftrag-titel"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h2 id="auftrag-titel">Ihr Auftrag</h2>
      <Totals view={view} count={count} />
      <p class="small">
        Sie zahlen nur für Bewertungen, die nachweislich entfernt wurden. Die Rechnung kommt erst danach.
      </p>
      <section class="stack" aria-labelledby="bedingungen">
        <h3 id="bedingungen">Auftragsbedingungen (Fassung {view.terms.version})</h3>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box takes focus, so a keyboard scrolls it too */}
        <div class="terms" tabIndex={0}>
          {view.terms.text}
        </div>
      </section>
      <label class="field">
        Ihr vollständiger Name
        <input
          type="text"
          autoComplete="name"
          value={signerName}
          maxLength={PORTAL_SIGNER_MAX_LENGTH}
          aria-invalid={errors.signerName ? 'true' : undefined}
          aria-describedby={errors.signerName ? 'name-error' : 'name-hint'}
          onInput={(e) => onName(e.currentTarget.value)}
        />
      </label>
      {errors.signerName ? (
        <p class="error" id="name-error" role="alert">
          {errors.signerName}
        </p>
      ) : (
        <p class="small muted" id="name-hint">
          Mit Ihrem Namen bestätigen Sie die Bedingungen, dass die angegebenen Gründe zutreffen und dass Sie
          für das Unternehmen handeln dürfen.
        </p>
      )}
      {errors.items && (
        <p class="error" role="alert">
          {errors.items}
        </p>
      )}
      {failure && (
        <p class="alert" role="alert">
          {failure}
        </p>
      )}
      {/* Stays enabled (and focused) while sending: the page sends an order once however often it is tapped. */}
      <button type="submit" class="button" aria-busy={sending}>
        Zahlungspflichtig beauftragen
      </button>
      {sending && (
        <p class="small muted" role="status">
          Ihr Auftrag wird gesendet …
        </p>
      )}
    </form>
  );
}

/** Count × price, USt and the total, as the invoice will reckon them. */
function Totals({ view, count }: { view: PortalView; count: number }) {
  if (count === 0)
    return <p class="muted">Wählen Sie oben die Bewertungen aus, deren Löschung wir beantragen sollen.</p>;
  const totals = orderTotals(count, view.pricePerReview, view.vatRatePercent);
  const price = formatCents(orderTotals(1, view.pricePerReview, 0).netCents);
  return (
    <>
      <dl class="totals">
        <dt>
          {count} {count === 1 ? 'Bewertung' : 'Bewertungen'} × {price}
        </dt>
        <dd>{formatCents(totals.netCents)}</dd>
        {view.vatRatePercent > 0 && (
          <>
            <dt>zzgl. {view.vatRatePercent} % USt</dt>
            <dd>{formatCents(totals.vatCents)}</dd>
          </>
        )}
        <dt class="gross">Gesamt</dt>
        <dd class="gross">{formatCents(totals.grossCents)}</dd>
      </dl>
      {view.vatRatePercent === 0 && <p class="small muted">{SMALL_BUSINESS_NOTE}</p>}
    </>
  );
}
