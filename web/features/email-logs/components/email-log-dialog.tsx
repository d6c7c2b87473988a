import { formatDateTime } from '@common/format';
import { emailLogKindLabels } from '@common/labels';
import { useState } from 'react';
import { EmailLogStatusBadge } from '@/components/badges/email-log-status-badge';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useReturnFocus } from '@/lib/return-focus';
import { useEmailLog } from '../api/get-email-log';

/**
 * One e-mail as it was sent: recipient, status and its steps, the error in full, and the content as
 * text or as the HTML the customer saw. The HTML is shown in a sandboxed frame without scripts,
 * so nothing in it can act on the app.
 */
export default function EmailLogDialog({ id, onClose }: { id: number; onClose(): void }) {
  const { data: log, isPending, isError, error, refetch } = useEmailLog(id);
  const [view, setView] = useState<'html' | 'text'>('html');
  // Closed, focus goes back to the row or button that opened the e-mail.
  const returnFocus = useReturnFocus();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-3xl"
        onCloseAutoFocus={returnFocus}
      >
        <DialogHeader>
          <DialogTitle className="pr-6 break-words">{log?.emailSubject ?? 'E-Mail'}</DialogTitle>
          <DialogDescription>
            {log ? `An ${log.recipient ?? log.customerEmail} · ${log.customerName}` : 'Wird geladen...'}
          </DialogDescription>
        </DialogHeader>
        {isPending ? (
          <Skeleton className="h-64" />
        ) : isError ? (
          <LoadError error={error} onRetry={refetch} />
        ) : (
          <div className="space-y-4">
            <EmailLogFacts log={log} />
            <fieldset className="flex gap-2" aria-label="Ansicht">
              {log.emailHtml && (
                <Button
                  size="sm"
                  variant={view === 'html' ? 'default' : 'outline'}
                  aria-pressed={view === 'html'}
                  onClick={() => setView('html')}
                >
                  Wie gesendet
                </Button>
              )}
              <Button
                size="sm"
                variant={view === 'text' || !log.emailHtml ? 'default' : 'outline'}
                aria-pressed={view === 'text' || !log.emailHtml}
                onClick={() => setView('text')}
              >
                Nur Text
              </Button>
            </fieldset>
            {view === 'html' && log.emailHtml ? (
              <iframe
                title="E-Mail wie gesendet"
                sandbox=""
                srcDoc={log.emailHtml}
                className="h-[28rem] w-full rounded-md border bg-white"
              />
            ) : (
              <pre className="max-h-[28rem] overflow-auto rounded-md border bg-muted/40 p-3 font-sans text-sm whitespace-pre-wrap break-words">
                {log.emailContent}
              </pre>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

type EmailLog = NonNullable<ReturnType<typeof useEmailLog>['data']>;

/** Status, kind and the steps of sending (attempts, next try, sent, error). */
function EmailLogFacts({ log }: { log: EmailLog }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      <dt className="text-muted-foreground">Status</dt>
      <dd>
        <EmailLogStatusBadge status={log.status} />
        {log.isTest && <span className="ml-2 text-xs font-medium text-sky-700 dark:text-sky-300">Test</span>}
      </dd>
      <dt className="text-muted-foreground">Art</dt>
      <dd>{emailLogKindLabels[log.kind]}</dd>
      <dt className="text-muted-foreground">Erstellt</dt>
      <dd className="tabular-nums">{formatDateTime(log.createdAt)}</dd>
      {log.sendingStartedAt && (
        <>
          <dt className="text-muted-foreground">Versandversuch</dt>
          <dd className="tabular-nums">
            {formatDateTime(log.sendingStartedAt)} ({log.attempts}. Versuch)
          </dd>
        </>
      )}
      {log.nextAttemptAt && log.status === 'pending' && (
        <>
          <dt className="text-muted-foreground">Nächster Versuch</dt>
          <dd className="tabular-nums">{formatDateTime(log.nextAttemptAt)}</dd>
        </>
      )}
      <dt className="text-muted-foreground">Gesendet</dt>
      <dd className="tabular-nums">{log.sentAt ? formatDateTime(log.sentAt) : '-'}</dd>
      {log.errorMessage && (
        <>
          <dt className="text-muted-foreground">Fehler</dt>
          <dd className="break-words text-destructive">{log.errorMessage}</dd>
        </>
      )}
    </dl>
  );
}
