/** @jsxImportSource preact */
// The public 'Bewertungs-Alarm' pages' own entry (/alarm/{slug}, /alarm/confirm/{token}): Preact,
// the portal's styles and footer, not the operator app (decision 078, budget 50 KB brotli on first
// load: `npm run size`).
import { render } from 'preact';
import { routeOf } from './alarm-api';
import { ConfirmPage } from './confirm-page';
import { SignupPage } from './signup-page';
import '../portal/portal.css';
import './alarm.css';

// The colours follow prefers-color-scheme in CSS; the class says which one is on, as on the
// operator app's pages (the browser tests wait for it after switching the scheme).
const dark = matchMedia('(prefers-color-scheme: dark)');
const applyScheme = () => document.documentElement.classList.toggle('dark', dark.matches);
applyScheme();
dark.addEventListener('change', applyScheme);

function AlarmApp() {
  const route = routeOf();
  if (route.page === 'confirm') return <ConfirmPage token={route.token} />;
  if (route.page === 'signup') return <SignupPage slug={route.slug} />;
  return (
    <main class="wrap">
      <section class="card stack">
        <h1>Seite nicht gefunden</h1>
        <p>Die angeforderte Seite existiert nicht.</p>
      </section>
    </main>
  );
}

render(<AlarmApp />, document.getElementById('alarm')!);
