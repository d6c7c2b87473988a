// The terms the owner accepts when ordering in the customer portal (issue 36 point 3, decision 071).
// A company may write its own in its settings ('Auftragsbedingungen (Kundenportal)'); until then
// (null) this default is shown. Every change of the text counts the version up, and an order sent
// with an older version is refused, so the proof always names the text the owner read.

/** The default: success fee only after a verified removal, the owner's confirmations, no guarantee. */
export const defaultPortalTerms = `1. Gegenstand: Sie beauftragen uns, die ausgewählten Google-Bewertungen Ihres Unternehmens aus den von Ihnen gewählten Gründen bei Google zur Entfernung zu melden und das Verfahren bis zu seinem Abschluss zu begleiten.

2. Vergütung nur bei Erfolg: Für jede Bewertung berechnen wir den im Kundenportal angezeigten Preis zuzüglich der gesetzlichen Umsatzsteuer, soweit diese anfällt. Der Preis wird erst fällig, wenn unsere Prüfung bestätigt hat, dass die Bewertung entfernt ist. Wird eine Bewertung nicht entfernt, entstehen Ihnen keine Kosten.

3. Ihre Bestätigung: Sie bestätigen, dass die von Ihnen angegebenen Gründe und Anmerkungen nach Ihrem Wissen wahr sind und dass Sie berechtigt sind, für das Unternehmen zu handeln und diesen Auftrag zu erteilen.

4. Keine Garantie: Ob eine Bewertung entfernt wird, entscheidet allein Google. Eine Entfernung können wir nicht garantieren.

5. Ablauf: Wir melden die Bewertungen in der Regel innerhalb von zwei Werktagen und informieren Sie über den Stand im Kundenportal. Erscheint eine entfernte Bewertung wieder, melden wir sie erneut, ohne dass eine weitere Vergütung anfällt.`;

export const PORTAL_TERMS_MAX_LENGTH = 10_000;

/** The terms a company's portal shows and an order is checked against. */
export function portalTermsOf(company: { portalTerms: string | null; portalTermsVersion: number }) {
  return {
    version: company.portalTermsVersion,
    text: company.portalTerms?.trim() ? company.portalTerms : defaultPortalTerms,
  };
}
