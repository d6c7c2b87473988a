// German words of the automation pages (docs/product.md §2 "Automation", §9 automation constants).
import type { ScanFrequency } from '@common/enums';
import { formatCount, formatDateTime } from '@common/format';
import type { ScanStatus, ScanSummary } from '@common/schemas/scan';

export const scanStatusLabels: Record<ScanStatus, string> = {
  running: 'Läuft',
  stopping: 'Wird gestoppt',
  completed: 'Abgeschlossen',
  stopped: 'Gestoppt',
  failed: 'Fehlgeschlagen',
};

export const frequencyOptions: { value: ScanFrequency; label: string }[] = [
  { value: 'hourly', label: 'Stündlich' },
  { value: 'daily', label: 'Täglich' },
  { value: 'weekly', label: 'Wöchentlich (montags)' },
];

export const thresholdOptions = [1, 2, 3, 4].map((n) => ({
  value: String(n),
  label: `${n} ${n === 1 ? 'Stern' : 'Sterne'} und weniger`,
}));

export const reviewAgeOptions = [
  { value: '1', label: 'Letzter Tag' },
  { value: '7', label: 'Letzte 7 Tage' },
  { value: '30', label: 'Letzte 30 Tage' },
];

/** Apify bills in US dollars; small amounts keep their cents' fractions. */
export function formatUsd(value: number) {
  return new Intl.NumberFormat('de-DE', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: value > 0 && value < 1 ? 4 : 2,
  }).format(value);
}

/** 0–100, for the progress bar; an empty company counts as done. */
export function progressPercent(scan: Pick<ScanSummary, 'done' | 'total'>) {
  if (scan.total <= 0) return scan.done > 0 ? 100 : 0;
  return Math.min(100, Math.round((scan.done / scan.total) * 100));
}

/** One sentence for the "scan finished" notice. */
export function scanSummaryText(scan: ScanSummary) {
  const parts = [
    `${formatCount(scan.done)} von ${formatCount(scan.total)} Kunden gescannt`,
    `${formatCount(scan.newReviews)} neue ${scan.newReviews === 1 ? 'Bewertung' : 'Bewertungen'}`,
    `${formatCount(scan.emailsSent)} ${scan.emailsSent === 1 ? 'E-Mail' : 'E-Mails'} gesendet`,
  ];
  if (scan.errorCount > 0) parts.push(`${formatCount(scan.errorCount)} Fehler`);
  const head = scan.status === 'completed' ? '' : `${scanStatusLabels[scan.status]}: `;
  return `${head}${parts.join(', ')}.`;
}

/** 'Nächster Scan' and 'Letzter Scan' lines of the automatic-scan card. */
export function clockText(settings: {
  autoScanEnabled: boolean;
  nextScanAt?: string | null;
  lastScanAt?: string | null;
}) {
  return {
    next:
      settings.autoScanEnabled && settings.nextScanAt
        ? `${formatDateTime(settings.nextScanAt)} Uhr`
        : 'Automatischer Scan ist ausgeschaltet',
    last: settings.lastScanAt ? `${formatDateTime(settings.lastScanAt)} Uhr` : 'Noch kein Scan',
  };
}

export function scheduleText(settings: { scanFrequency: ScanFrequency; scanTime: string }) {
  const minute = settings.scanTime.slice(3);
  if (settings.scanFrequency === 'hourly') return `Der Scan läuft stündlich, jeweils zur Minute ${minute}.`;
  if (settings.scanFrequency === 'weekly')
    return `Der Scan läuft wöchentlich am Montag um ${settings.scanTime} Uhr.`;
  return `Der Scan läuft täglich um ${settings.scanTime} Uhr.`;
}
