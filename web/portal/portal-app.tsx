/** @jsxImportSource preact */
// Loads the view behind the link; a link that does not (or no longer) work says so in the
// server's German words, which name the operator's contact where the link told us who it is.
import type { PortalView } from '@common/schemas/portal';
import { useEffect, useState } from 'preact/hooks';
import { ApiError } from '@/lib/api-error';
import { contactOf, type DeadLinkContact, withContactLinks } from './contact-links';
import { getPortalView, tokenFromPath } from './portal-api';
import { PortalPage } from './portal-page';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; view: PortalView }
  | { kind: 'gone'; message: string; contact?: DeadLinkContact }
  | { kind: 'failed'; message: string };

const goneFallback =
  'Dieser Link ist ungültig oder abgelaufen. Bitte öffnen Sie den Link aus Ihrer neuesten E-Mail oder fragen Sie Ihren Ansprechpartner nach einem neuen Link.';

export function PortalApp() {
  const [token] = useState(tokenFromPath);
  const [state, setState] = useState<State>({ kind: 'loading' });

  async function load(): Promise<PortalView | null> {
    try {
      const view = await getPortalView(token);
      document.title = `Kundenportal · ${view.company.name}`;
      setState({ kind: 'ready', view });
      return view;
    } catch (error) {
      const api = error instanceof ApiError ? error : ApiError.network(error);
      setState(
        api.status === 404
          ? { kind: 'gone', message: api.serverMessage ?? goneFallback, contact: contactOf(api.body) }
          : { kind: 'failed', message: api.userMessage },
      );
      return null;
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once, for the link's token
  useEffect(() => {
    load();
  }, []);

  if (state.kind === 'ready')
    return (
      <PortalPage
        token={token}
        view={state.view}
        reload={load}
        gone={(message, contact) => setState({ kind: 'gone', message, contact })}
      />
    );
  return (
    <main class="wrap">
      {state.kind === 'loading' ? (
        <p class="spinner" role="status">
          Wird geladen …
        </p>
      ) : (
        <section class="card stack" aria-labelledby="titel">
          <h1 id="titel">
            {state.kind === 'gone' ? 'Dieser Link funktioniert nicht mehr' : 'Das hat nicht geklappt'}
          </h1>
          <p>{withContactLinks(state.message, state.kind === 'gone' ? state.contact : undefined)}</p>
          {state.kind === 'failed' && (
            <button type="button" class="button" onClick={() => load()}>
              Erneut versuchen
            </button>
          )}
        </section>
      )}
    </main>
  );
}
