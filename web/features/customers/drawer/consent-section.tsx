import { formatDate, formatDateTime } from '@common/format';
import { consentLabels } from '@common/labels';
import type { Customer } from '@common/schemas/customer';
import type { CustomerActivity } from '@common/schemas/customer-activity';

type ConsentEvent = CustomerActivity['consentHistory'][number];

/** 'Erteilt am 12.11.2026', 'Angefragt', 'Keine'; an opt-out outranks them (it is final). */
export function consentStatement(c: Pick<Customer, 'consent' | 'consentDate' | 'optedOutAt'>) {
  if (c.optedOutAt) return `Abgemeldet am ${formatDate(c.optedOutAt)}`;
  const label = consentLabels[c.consent];
  return c.consentDate && c.consent !== 'none' ? `${label} am ${formatDate(c.consentDate)}` : label;
}

/** What happened and who did it: 'Erteilt durch Anna Schulz', 'Abmeldung durch den Kunden'. */
function eventText(e: ConsentEvent) {
  if (e.source === 'opt_out') return 'Abmeldung durch den Kunden';
  const label = consentLabels[e.consent];
  if (e.source === 'signup') return `${label} durch den Kunden (Anmeldung)`;
  if (e.source === 'portal') return `${label} durch den Kunden (Kundenportal)`;
  return `${label} durch ${e.by ?? 'einen gelöschten Benutzer'}`;
}

function Proof({ proof }: { proof: NonNullable<ConsentEvent['proof']> }) {
  const rows: [string, string | null][] = [
    ['Bestätigte E-Mail', proof.email],
    ['IP-Adresse', proof.ip],
    ['Browser', proof.userAgent],
    [
      'Version des Einwilligungstexts',
      proof.consentTextVersion === null ? null : String(proof.consentTextVersion),
    ],
  ];
  return (
    <details className="mt-1 group">
      <summary className="cursor-pointer text-primary underline-offset-2 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        Nachweis anzeigen
      </summary>
      <dl className="mt-2 grid gap-x-3 gap-y-1 text-xs sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-words">{value ?? '–'}</dd>
          </div>
        ))}
        <dt className="text-muted-foreground sm:col-span-2">Text, dem zugestimmt wurde</dt>
        <dd className="whitespace-pre-wrap break-words rounded-md border bg-muted/40 px-2 py-1.5 sm:col-span-2">
          {proof.consentText ?? '–'}
        </dd>
      </dl>
    </details>
  );
}

/** Every consent change with who and when, newest first; a sign-up with its proof. */
export function ConsentHistory({ history }: { history: CustomerActivity['consentHistory'] }) {
  if (history.length === 0)
    return <p className="text-sm text-muted-foreground">Noch keine Änderung der Einwilligung erfasst.</p>;
  return (
    <ul className="divide-y rounded-md border">
      {history.map((e) => (
        <li key={e.id} className="px-3 py-2 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-medium">{eventText(e)}</span>
            <span className="text-muted-foreground tabular-nums">{formatDateTime(e.at)}</span>
          </div>
          {e.note && <p className="break-words text-muted-foreground">{e.note}</p>}
          {e.proof && <Proof proof={e.proof} />}
        </li>
      ))}
    </ul>
  );
}

/** The drawer's consent: the basis for e-mailing the customer and its history (docs/decisions/043). */
export function ConsentSection({
  customer,
  history,
}: {
  customer: Customer | undefined;
  history: CustomerActivity['consentHistory'];
}) {
  return (
    <section aria-labelledby="drawer-consent">
      <h3 id="drawer-consent" className="mb-2 text-sm font-semibold">
        Einwilligung
      </h3>
      {customer && (
        <p className="mb-2 text-sm">
          <span className="font-medium">{consentStatement(customer)}</span>
          {customer.optedOutAt
            ? ' – erhält keine E-Mails mehr.'
            : customer.consent !== 'given'
              ? ' – ohne Einwilligung sind Angebote per E-Mail nach § 7 UWG ein Abmahnrisiko.'
              : ''}
        </p>
      )}
      {customer?.consentNote && customer.consentNote !== history[0]?.note && (
        <p className="mb-2 break-words text-sm text-muted-foreground">{customer.consentNote}</p>
      )}
      <ConsentHistory history={history} />
    </section>
  );
}
