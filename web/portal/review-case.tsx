/** @jsxImportSource preact */
// An ordered review's case as the owner follows it (issue 36 point 4): what happens next, the
// steps so far in plain words, the proof of a removal, and a notice when the review came back.
import { formatDate, formatDateTime } from '@common/format';
import type { PortalCase } from '@common/schemas/portal';

export function ReviewCase({ removal }: { removal: PortalCase }) {
  return (
    <div class="case">
      {removal.state === 'reinstated' && (
        <p class="notice" role="note">
          Diese Bewertung ist nach der Entfernung wieder bei Google erschienen. Wir kümmern uns darum und
          melden sie erneut; Sie müssen nichts tun.
        </p>
      )}
      {removal.next && (
        <p>
          <strong>Wie es weitergeht:</strong> {removal.next}
        </p>
      )}
      {removal.proof.length > 0 && (
        <div class="success">
          <h4>Nachweis der Entfernung</h4>
          <ul class="proof">
            {removal.proof.map((p) => (
              <li key={p.at}>
                <time dateTime={p.at}>{formatDateTime(p.at)}</time>
                {p.text}
              </li>
            ))}
          </ul>
        </div>
      )}
      {removal.timeline.length > 0 && (
        <div>
          <h4>Verlauf</h4>
          <ol class="timeline">
            {removal.timeline.map((step) => (
              <li key={`${step.at}${step.text}`}>
                <time dateTime={step.at}>{formatDateTime(step.at)}</time>
                {step.text}
              </li>
            ))}
          </ol>
        </div>
      )}
      <p class="small muted">Beauftragt am {formatDate(removal.orderedAt)}</p>
    </div>
  );
}
