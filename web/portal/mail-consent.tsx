/** @jsxImportSource preact */
// 'E-Mail-Benachrichtigungen' (docs/product.md §15, decision 079): whether the business gets the
// offer mails, in the owner's words, and one button: 'Keine E-Mails mehr erhalten' (the mails'
// own opt-out) or 'Wieder E-Mails erhalten' (a consent to the company's text, shown first).
import { formatDate } from '@common/format';
import type { PortalMail, PortalView } from '@common/schemas/portal';
import { useEffect, useState } from 'preact/hooks';
import { ApiError } from '@/lib/api-error';
import { giveConsent, optOut } from './portal-api';

interface Props {
  token: string;
  view: PortalView;
  /** Loads the page anew: a changed consent text is shown before the owner confirms again, a dead link says so. */
  reload: () => unknown;
}

function stateText(mail: PortalMail, company: string) {
  const since = mail.since ? formatDate(mail.since) : '';
  if (mail.state === 'opted_out')
    return `Sie erhalten keine E-Mails zu neuen Bewertungen von ${company}. Sie haben sie${since ? ` am ${since}` : ''} abbestellt.`;
  if (mail.state === 'no_consent')
    return `Sie erhalten zurzeit keine E-Mails zu neuen Bewertungen von ${company}, weil uns Ihre Einwilligung fehlt.`;
  const consent = mail.consentGiven && since ? ` Ihre Einwilligung liegt seit dem ${since} vor.` : '';
  return `Sie erhalten E-Mails von ${company}, wenn wir neue negative Bewertungen Ihres Unternehmens finden.${consent}`;
}

export function MailConsent({ token, view, reload }: Props) {
  const [mail, setMail] = useState(view.mail);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const company = view.company.name;
  // A reloaded page (a changed consent text) brings the state anew.
  useEffect(() => setMail(view.mail), [view.mail]);

  async function act(call: () => Promise<{ message: string; mail: PortalMail }>) {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await call();
      setMail(result.mail);
      setDone(result.message);
    } catch (error) {
      const api = error instanceof ApiError ? error : ApiError.network(error);
      setDone(null);
      setFailure(api.serverMessage ?? api.userMessage);
      if (api.status === 409 || api.status === 404) reload();
    } finally {
      setBusy(false);
    }
  }

  const on = mail.state === 'on';
  return (
    <section class="card stack" aria-labelledby="emails">
      <h2 id="emails">E-Mail-Benachrichtigungen</h2>
      <p>{stateText(mail, company)}</p>
      <p class="small muted">Nachrichten zu Ihren Aufträgen und Rechnungen erhalten Sie weiterhin.</p>
      {done && (
        <p class="success" role="status">
          {done}
        </p>
      )}
      {failure && (
        <p class="alert" role="alert">
          {failure}
        </p>
      )}
      {on ? (
        <button type="button" class="button quiet" disabled={busy} onClick={() => act(() => optOut(token))}>
          Keine E-Mails mehr erhalten
        </button>
      ) : mail.consent && mail.canConsent ? (
        <ConsentForm consent={mail.consent} busy={busy} onConsent={(v) => act(() => giveConsent(token, v))} />
      ) : (
        <p class="small">
          Möchten Sie wieder E-Mails erhalten? Bitte wenden Sie sich an {company}
          {view.company.contactEmail ? ` (${view.company.contactEmail})` : ''}.
        </p>
      )}
    </section>
  );
}

function ConsentForm(props: {
  consent: NonNullable<PortalMail['consent']>;
  busy: boolean;
  onConsent: (version: number) => void;
}) {
  const { consent, busy, onConsent } = props;
  return (
    <section class="stack" aria-labelledby="einwilligung">
      <h3 id="einwilligung">Einwilligung (Fassung {consent.version})</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box takes focus, so a keyboard scrolls it too */}
      <div class="terms" tabIndex={0}>
        {consent.text}
      </div>
      <p class="small muted">
        Mit dem Klick erteilen Sie diese Einwilligung; wir speichern sie mit Zeitpunkt, IP-Adresse und Browser
        als Nachweis. Sie können sie jederzeit hier oder über den Link in jeder E-Mail widerrufen.
      </p>
      <button type="button" class="button" disabled={busy} onClick={() => onConsent(consent.version)}>
        Wieder E-Mails erhalten
      </button>
    </section>
  );
}
