import type { ScanErrorType } from '@common/enums';
import { formatCount, formatDateTime } from '@common/format';
import { customerStatusLabels, scanErrorTypeLabels } from '@common/labels';
import type { CustomerActivity } from '@common/schemas/customer-activity';
import type { ReactNode } from 'react';
import { EmailLogStatusBadge } from '@/components/badges/email-log-status-badge';
import { ScanLogStatusBadge } from '@/components/badges/scan-log-status-badge';

export function Section({
  id,
  title,
  shown,
  total,
  empty,
  actions,
  children,
}: {
  id: string;
  title: string;
  shown: number;
  total: number;
  empty: string;
  /** Controls between the heading and the list (the reviews' order button). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 flex items-baseline gap-2 text-sm font-semibold">
        {title}
        <span className="font-normal text-muted-foreground tabular-nums">
          {total > shown ? `(neueste ${shown} von ${formatCount(total)})` : `(${formatCount(total)})`}
        </span>
      </h3>
      {actions}
      {total === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="divide-y rounded-md border">{children}</ul>
      )}
    </section>
  );
}

export const item = 'px-3 py-2 text-sm';

/**
 * Status history, reviews, e-mails and scan logs of one customer, newest first; the reviews (with
 * their removal cases) are the drawer's own part.
 */
export function ActivitySections({
  activity: a,
  reviews,
  onOpenEmail,
}: {
  activity: CustomerActivity;
  reviews: ReactNode;
  onOpenEmail(id: number): void;
}) {
  return (
    <>
      <Section
        id="drawer-status"
        title="Status-Verlauf"
        shown={a.statusHistory.length}
        total={a.statusHistory.length}
        empty="Noch keine Statusänderung erfasst."
      >
        {a.statusHistory.map((h) => (
          <li key={h.id} className={`${item} flex flex-wrap items-baseline justify-between gap-x-3`}>
            <span className="font-medium">{customerStatusLabels[h.status]}</span>
            <span className="text-muted-foreground tabular-nums">
              {formatDateTime(h.changedAt)}
              {h.changedBy ? ` · ${h.changedBy}` : ''}
            </span>
          </li>
        ))}
      </Section>

      {reviews}

      <Section
        id="drawer-emails"
        title="E-Mails"
        shown={a.emailLogs.length}
        total={a.emailTotal}
        empty="Keine E-Mails"
      >
        {a.emailLogs.map((e) => (
          <li key={e.id}>
            <EmailLogItem log={e} onOpen={() => onOpenEmail(e.id)} />
          </li>
        ))}
      </Section>

      <Section
        id="drawer-scans"
        title="Scan-Protokolle"
        shown={a.scanLogs.length}
        total={a.scanLogs.length}
        empty="Keine Scan-Protokolle vorhanden"
      >
        {a.scanLogs.map((s) => (
          <li key={s.id} className={`${item} flex flex-wrap items-center gap-2`}>
            <ScanLogStatusBadge status={s.status} />
            <span>{s.scanType === 'scheduled' ? 'Automatisch' : 'Manuell'}</span>
            {s.errorType && (
              <span className="text-destructive">
                {scanErrorTypeLabels[s.errorType as ScanErrorType] ?? s.errorType}
              </span>
            )}
            <span className="ml-auto text-muted-foreground tabular-nums">{formatDateTime(s.createdAt)}</span>
          </li>
        ))}
      </Section>
    </>
  );
}

/** One e-mail of the customer: status, subject, error; opens the mail. */
function EmailLogItem({ log, onOpen }: { log: CustomerActivity['emailLogs'][number]; onOpen(): void }) {
  return (
    <button
      type="button"
      className={`${item} flex w-full flex-col gap-1 text-left hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-none`}
      onClick={onOpen}
      aria-label={`E-Mail „${log.emailSubject}“ anzeigen`}
    >
      <span className="flex flex-wrap items-center gap-2">
        <EmailLogStatusBadge status={log.status} />
        {log.isTest && <span className="text-xs font-medium text-sky-700 dark:text-sky-300">Test</span>}
        <span className="ml-auto text-muted-foreground tabular-nums">{formatDateTime(log.createdAt)}</span>
      </span>
      <span className="break-words font-medium">{log.emailSubject}</span>
      {log.errorMessage && <span className="break-words text-destructive">{log.errorMessage}</span>}
    </button>
  );
}
