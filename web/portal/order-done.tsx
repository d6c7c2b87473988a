/** @jsxImportSource preact */
// What the owner sees right after ordering: that it arrived, what it costs, where the papers are
// and what happens next.
import { formatDateTime, formatEuro } from '@common/format';
import { FILE_WITHIN_DAYS } from '@common/removal-rules';
import type { PortalOrder } from '@common/schemas/portal';
import { useEffect, useRef } from 'preact/hooks';

export function OrderDone({ order, onBack }: { order: PortalOrder; onBack(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const count = order.reviewIds.length;
  return (
    <section class="card stack" aria-labelledby="danke">
      <h1 id="danke" tabIndex={-1} ref={heading}>
        Vielen Dank, Ihr Auftrag ist eingegangen
      </h1>
      <p class="success">
        {count} {count === 1 ? 'Bewertung' : 'Bewertungen'} zur Löschung beauftragt von {order.signerName} am{' '}
        {formatDateTime(order.createdAt)}.
      </p>
      <dl class="totals">
        <dt>Netto</dt>
        <dd>{formatEuro(order.net)}</dd>
        {Number(order.vat) !== 0 && (
          <>
            <dt>USt</dt>
            <dd>{formatEuro(order.vat)}</dd>
          </>
        )}
        <dt class="gross">Gesamt, nur bei Erfolg</dt>
        <dd class="gross">{formatEuro(order.gross)}</dd>
      </dl>
      <p>
        Eine Bestätigung mit dem Auftrag als PDF senden wir Ihnen per E-Mail.{' '}
        <a href={order.pdfUrl} download>
          Auftrag als PDF herunterladen
        </a>
      </p>
      <div>
        <h2>Wie es weitergeht</h2>
        <ol class="steps">
          <li>Wir melden die Bewertungen innerhalb von {FILE_WITHIN_DAYS} Tagen bei Google.</li>
          <li>Google prüft die Meldung; das dauert meist einige Tage.</li>
          <li>Ist eine Bewertung verschwunden, prüfen wir das zweimal und zeigen Ihnen hier den Nachweis.</li>
          <li>Erst dann erhalten Sie die Rechnung für diese Bewertung.</li>
        </ol>
      </div>
      <button type="button" class="button quiet" onClick={onBack}>
        Zu Ihren Bewertungen
      </button>
    </section>
  );
}
