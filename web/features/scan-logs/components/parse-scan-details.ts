export interface ScanDetails {
  totalReviews?: number;
  newReviews?: number;
  negativeReviews?: number;
  emailStatus?: string;
  url?: string;
}

/** The details JSON string of a scan log; null when empty or not a JSON object (old or broken rows). */
export function parseScanDetails(details: string | null): ScanDetails | null {
  if (!details) return null;
  try {
    const value: unknown = JSON.parse(details);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as ScanDetails) : null;
  } catch {
    return null;
  }
}

/** docs/product.md §9: the url is cut at 30 characters, followed by '...'. */
export function truncateUrl(url: string, max = 30) {
  return url.length > max ? `${url.slice(0, max)}...` : url;
}

/** German labels of the e-mail outcome a scan records; other values are shown raw. */
export const emailStatusLabels: Record<string, string> = {
  sent: 'Gesendet',
  failed: 'Fehlgeschlagen',
  pending: 'Ausstehend',
  not_needed: 'Nicht erforderlich',
  disabled: 'Deaktiviert',
  skipped: 'Übersprungen',
  no_email: 'Keine E-Mail-Adresse',
  opted_out: 'Abgemeldet, nicht gesendet',
  no_consent: 'Keine Einwilligung, nicht gesendet',
  waiting_cap: 'Wartet (Tageslimit erreicht)',
  waiting_paused: 'Wartet (Versand pausiert)',
  waiting_retry: 'Wartet (neuer Versuch folgt)',
  none: 'Keine',
};
