import type { ReactNode } from 'react';
import type { SignupCompany } from '../api/get-signup-page';

type Company = Omit<SignupCompany, 'consentText' | 'consentTextVersion'>;

/** The Impressum of the company whose page this is: as complete as the company filled it in. */
function Impressum({ company }: { company: Company }) {
  const register = [company.registerCourt, company.registerNumber].filter(Boolean).join(', ');
  const lines = [
    ...(company.legalAddress ?? '').split(/\r?\n/),
    company.registeredSeat ? `Sitz: ${company.registeredSeat}` : '',
    company.managingDirectors ? `Geschäftsführung: ${company.managingDirectors}` : '',
    register ? `Registergericht: ${register}` : '',
    company.vatId ? `USt-IdNr.: ${company.vatId}` : '',
  ].filter((l) => l.trim());
  return (
    <footer className="mx-auto w-full max-w-xl px-4 pb-8 pt-6 text-xs leading-relaxed text-muted-foreground">
      <h2 className="mb-1 font-semibold text-foreground/80">Impressum</h2>
      <p className="font-medium">{company.legalName || company.name}</p>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {company.contactEmail && (
        <p>
          E-Mail:{' '}
          <a className="underline underline-offset-2" href={`mailto:${company.contactEmail}`}>
            {company.contactEmail}
          </a>
        </p>
      )}
      {company.website && (
        <p>
          <a className="underline underline-offset-2" href={company.website} rel="noopener noreferrer">
            {company.website.replace(/^https?:\/\//, '')}
          </a>
        </p>
      )}
    </footer>
  );
}

/**
 * The privacy notice (Art. 13 DSGVO, docs/decisions/058) as the server filled it in: folded, so the
 * form stays first, one click from every public page; paragraphs as the company wrote them.
 */
function PrivacyNotice({ text }: { text: string }) {
  return (
    <details className="mx-auto w-full max-w-xl px-4 pt-6 text-xs leading-relaxed text-muted-foreground">
      <summary className="cursor-pointer rounded-sm font-semibold text-foreground/80 outline-none focus-visible:ring-2 focus-visible:ring-ring">
        Datenschutzhinweise
      </summary>
      <div className="mt-2 space-y-2">
        {text.split(/\n\s*\n/).map((paragraph, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one fixed text
          <p key={i} className="whitespace-pre-line">
            {paragraph.trim()}
          </p>
        ))}
      </div>
    </details>
  );
}

/**
 * A public page in the company's name: its name on top, the content, its privacy notice and its
 * Impressum at the bottom.
 */
export function PublicLayout({ company, children }: { company?: Company; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-xl items-center px-4 py-3">
          <p className="truncate text-base font-semibold">{company?.name ?? '\u00a0'}</p>
        </div>
      </header>
      <main className="mx-auto w-full max-w-xl flex-1 px-4 pt-6">{children}</main>
      {company && <PrivacyNotice text={company.privacyNotice} />}
      {company && <Impressum company={company} />}
    </div>
  );
}
