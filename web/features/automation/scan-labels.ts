// German words of the automation pages (docs/product.md §2 "Automation", §9 automation constants).
import type { ScanFrequency } from '@common/enums';
import { formatCount, formatDateTime, formatUsd } from '@common/format';
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

/** 0–100, for the progress bar; an empty company counts as done. */
export function progressPercent(scan: Pick<ScanSummary, 'done' | 'total'>) {
  if (scan.total <= 0) return scan.done > 0 ? 100 : 0;
  return Math.min(100, Math.round((scan.done / scan.total) * 100));
}

const isActive = (scan: Pick<ScanSummary, 'status'>) =>
  scan.status === 'running' || scan.status === 'stopping';

/** A scan whose fan-out has not counted the customers yet ('0 von 0' would be untrue). */
export function isPreparing(scan: Pick<ScanSummary, 'status' | 'total' | 'done'>) {
  return isActive(scan) && scan.total === 0 && scan.done === 0;
}

type Counted = Pick<ScanSummary, 'status' | 'total' | 'done' | 'notScannedCount'>;

/** Customers with a result (success, error, skipped); those a stop kept from a scan are not among them. */
export const scannedCount = (scan: Counted) => Math.max(0, scan.done - scan.notScannedCount);

/**
 * The scan's progress in one phrase, the same on the progress card and in 'Letzte Scans':
 * 'Scan wird vorbereitet …', '2 von 3 Kunden' while it runs, '1 von 3 Kunden gescannt' when over.
 */
export function progressText(scan: Counted) {
  if (isPreparing(scan)) return 'Scan wird vorbereitet …';
  if (isActive(scan)) return `${formatCount(scan.done)} von ${formatCount(scan.total)} Kunden`;
  return `${formatCount(scannedCount(scan))} von ${formatCount(scan.total)} Kunden gescannt`;
}

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** The counts of a scan after its progress, for the history row: only what is not zero besides the first three. */
export function scanFacts(scan: ScanSummary) {
  const facts = [
    progressText(scan),
    plural(scan.newReviews, 'neue Bewertung', 'neue Bewertungen'),
    plural(scan.emailsSent, 'E-Mail', 'E-Mails'),
    `${formatCount(scan.errorCount)} Fehler`,
  ];
  if (scan.skippedCount > 0) facts.push(`${formatCount(scan.skippedCount)} übersprungen`);
  if (scan.notScannedCount > 0) facts.push(`${formatCount(scan.notScannedCount)} nicht gescannt`);
  facts.push(formatUsd(scan.costUsd));
  return facts;
}

/** One sentence for the "scan finished" notice and the last scan's card. */
export function scanSummaryText(scan: ScanSummary) {
  const parts = [progressText(scan)];
  if (scan.notScannedCount > 0) parts.push(`${formatCount(scan.notScannedCount)} nicht gescannt`);
  parts.push(
    plural(scan.newReviews, 'neue Bewertung', 'neue Bewertungen'),
    `${plural(scan.emailsSent, 'E-Mail', 'E-Mails')} gesendet`,
  );
  if (scan.errorCount > 0) parts.push(`${formatCount(scan.errorCount)} Fehler`);
  const head = scan.status === 'completed' ? '' : `${scanStatusLabels[scan.status]}: `;
  return `${head}${parts.join(', ')}.`;
}

const finishedWords: Record<ScanStatus, string> = {
  running: 'läuft',
  stopping: 'wird gestoppt',
  completed: 'abgeschlossen',
  stopped: 'gestoppt',
  failed: 'fehlgeschlagen',
};

/** The title of a finished scan: 'Manueller Scan abgeschlossen', 'Automatischer Scan gestoppt', … */
export function finishedScanTitle(scan: Pick<ScanSummary, 'scanType' | 'status'>) {
  const kind = scan.scanType === 'manual' ? 'Manueller Scan' : 'Automatischer Scan';
  return `${kind} ${finishedWords[scan.status]}`;
}

/** The notice when a scan ends: 'Manueller Scan abgeschlossen' (docs/product.md §8), also when stopped. */
export function finishedNoticeTitle(scan: Pick<ScanSummary, 'scanType'>) {
  return scan.scanType === 'manual' ? 'Manueller Scan abgeschlossen' : 'Automatischer Scan abgeschlossen';
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
