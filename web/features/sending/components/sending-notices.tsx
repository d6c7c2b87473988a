import { formatDateTime } from '@common/format';
import { FlaskConical, OctagonPause, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { usePermissions } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { dangerTone } from '@/lib/tones';
import { useSendingState } from '../api/get-sending-state';

function Notice({
  tone,
  icon,
  children,
}: {
  tone: 'warn' | 'stop' | 'info';
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      role={tone === 'info' ? 'status' : 'alert'}
      className={cn(
        'flex gap-3 rounded-lg border px-4 py-3 text-sm',
        tone === 'warn' &&
          'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100',
        tone === 'stop' && dangerTone.notice,
        tone === 'info' &&
          'border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950/60 dark:text-sky-100',
      )}
    >
      <span className="mt-0.5 shrink-0 [&>svg]:size-4">{icon}</span>
      <div className="min-w-0 space-y-1">{children}</div>
    </div>
  );
}

/**
 * What an operator must know about the company's e-mails before they go out: an incomplete
 * legal footer, a sending pause after the mailbox's daily limit, test mode. Nothing when all is well.
 */
export function SendingNotices({
  companyId,
  withSettingsLink = true,
}: {
  companyId: number;
  withSettingsLink?: boolean;
}) {
  const { data } = useSendingState(companyId);
  const { manageCompanies } = usePermissions();
  if (!data) return null;
  const settingsLink = withSettingsLink && manageCompanies && (
    <Link href={paths.settings(companyId)} className="font-medium underline underline-offset-2">
      Zu den Einstellungen
    </Link>
  );
  const notices: ReactNode[] = [];
  if (data.pausedUntil)
    notices.push(
      <Notice key="paused" tone="stop" icon={<OctagonPause />}>
        <p className="font-medium">E-Mail-Versand pausiert bis {formatDateTime(data.pausedUntil)}</p>
        <p>
          Das Postfach hat sein tägliches Sendelimit gemeldet. Wartende E-Mails ({data.waiting}) gehen danach
          automatisch hinaus.
        </p>
        {data.pauseReason && <p className="break-words text-xs opacity-80">{data.pauseReason}</p>}
      </Notice>,
    );
  if (data.missingFooter.length > 0)
    notices.push(
      <Notice key="footer" tone="warn" icon={<Scale />}>
        <p className="font-medium">Impressum unvollständig</p>
        <p>
          Es fehlen: {data.missingFooter.join(', ').replace(/\.?$/, '.')} Die E-Mails gehen trotzdem hinaus,
          tragen aber nur Firmenname und Website. {settingsLink}
        </p>
      </Notice>,
    );
  if (data.testMode)
    notices.push(
      <Notice key="test" tone="info" icon={<FlaskConical />}>
        <p className="font-medium">Testmodus aktiv</p>
        <p>
          Alle Benachrichtigungen gehen an {data.testRecipient ?? 'das Postfach der Firma'} statt an die
          Kunden.
        </p>
      </Notice>,
    );
  return notices.length > 0 ? <div className="mb-6 space-y-3">{notices}</div> : null;
}
