/** @jsxImportSource preact */
// A public page in the company's name (decision 058): its name on top, the content, then the
// portal's footer with its privacy notice and Impressum.
import type { ComponentChildren } from 'preact';
import { CompanyFooter } from '../portal/company-footer';
import type { PublicCompany } from './alarm-api';

export function AlarmLayout({ company, children }: { company?: PublicCompany; children: ComponentChildren }) {
  return (
    <>
      <header class="top">
        <div class="wrap">
          <p class="company">{company?.name ?? '\u00a0'}</p>
        </div>
      </header>
      <main class="wrap">{children}</main>
      {company && <CompanyFooter company={company} />}
    </>
  );
}

/** A public page while its data loads (no company known yet). */
export function AlarmLoading() {
  return (
    <AlarmLayout>
      <p class="spinner" role="status">
        Wird geladen...
      </p>
    </AlarmLayout>
  );
}

// Lucide's outlines (circle-check, clock, circle-x, mail-check), drawn inline: no icon library here.
const shapes = {
  done: ['M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20', 'm9 12 2 2 4-4'],
  expired: ['M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20', 'M12 6v6l4 2'],
  error: ['M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20', 'm15 9-6 6', 'm9 9 6 6'],
  sent: [
    'M22 13V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v12c0 1.1.9 2 2 2h8',
    'm22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7',
    'm16 19 2 2 4-4',
  ],
};
export type Tone = keyof typeof shapes;

export function ToneIcon({ tone }: { tone: Tone }) {
  return (
    <svg class={`tone ${tone}`} viewBox="0 0 24 24" aria-hidden="true">
      {shapes[tone].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
