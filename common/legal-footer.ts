// The legal identity every notification e-mail carries (docs/product.md §10 "Lawful, paced e-mail").

export interface LegalFooter {
  legalName: string | null;
  legalAddress: string | null;
  managingDirectors: string | null;
  registerCourt: string | null;
  registerNumber: string | null;
  vatId: string | null;
}

/** The fields of the footer with the labels the settings page and its notices use. */
export const legalFooterLabels: Record<keyof LegalFooter, string> = {
  legalName: 'Firmenname mit Rechtsform',
  legalAddress: 'Anschrift',
  managingDirectors: 'Geschäftsführung',
  registerCourt: 'Registergericht',
  registerNumber: 'Registernummer',
  vatId: 'USt-IdNr.',
};

/** The labels of the footer fields still empty; none missing means the footer is complete. */
export function missingFooterFields(company: LegalFooter): string[] {
  return (Object.keys(legalFooterLabels) as (keyof LegalFooter)[])
    .filter((key) => !company[key]?.trim())
    .map((key) => legalFooterLabels[key]);
}
