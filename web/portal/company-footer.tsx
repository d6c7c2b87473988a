/** @jsxImportSource preact */
// The operator's identity under every portal page, as on the opt-out page (decision 058): how to
// reach them, the privacy notice one click away, the Impressum. The sign-up pages (web/alarm/,
// decision 078) show it too, with the company's seat.
import type { PortalCompany } from '@common/schemas/portal';

type FooterCompany = PortalCompany & { registeredSeat?: string | null };

function CompanyContact({ company }: { company: PortalCompany }) {
  const site = company.website;
  return (
    <section aria-labelledby="kontakt">
      <h2 id="kontakt">Kontakt</h2>
      <p>{company.legalName || company.name}</p>
      {company.contactEmail && (
        <p>
          E-Mail: <a href={`mailto:${company.contactEmail}`}>{company.contactEmail}</a>
        </p>
      )}
      {site && (
        <p>
          <a href={site} rel="noopener noreferrer">
            {site.replace(/^https?:\/\//, '')}
          </a>
        </p>
      )}
    </section>
  );
}

export function CompanyFooter({ company }: { company: FooterCompany }) {
  const register = [company.registerCourt, company.registerNumber].filter(Boolean).join(', ');
  const lines = [
    ...(company.legalAddress ?? '').split(/\r?\n/),
    company.registeredSeat ? `Sitz: ${company.registeredSeat}` : '',
    company.managingDirectors ? `Geschäftsführung: ${company.managingDirectors}` : '',
    register ? `Registergericht: ${register}` : '',
    company.vatId ? `USt-IdNr.: ${company.vatId}` : '',
  ].filter((line) => line.trim());
  return (
    <footer class="wrap">
      <CompanyContact company={company} />
      <details>
        <summary>Datenschutzhinweise</summary>
        {company.privacyNotice.split(/\n\s*\n/).map((p) => (
          <p key={p}>{p.trim()}</p>
        ))}
      </details>
      <section aria-labelledby="impressum">
        <h2 id="impressum">Impressum</h2>
        <p>{company.legalName || company.name}</p>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </section>
    </footer>
  );
}
