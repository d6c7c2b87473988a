import { formatDateTime } from '@common/format';
import { ArrowLeft, UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useMarkRead, useReply } from '../api/replies-api';
import { ReplyKindBadge } from './reply-kind-badge';

/**
 * One message: who wrote, which customer and which of our mails it answers, and its text as plain
 * text (never HTML: React escapes it, line breaks kept). Opening it marks it read.
 */
export function ReplyDetailPane({ id, onBack }: { id: number; onBack?: () => void }) {
  const reply = useReply(id);
  const markRead = useMarkRead();
  const r = reply.data;
  const unread = r?.seenAt === null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened unread message
  useEffect(() => {
    if (unread) markRead.mutate(id);
  }, [id, unread]);

  return (
    <article aria-labelledby="reply-subject" className="min-w-0 rounded-lg border bg-card p-4 text-sm sm:p-5">
      {onBack && (
        <Button variant="ghost" size="sm" className="-ml-2 mb-2" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden />
          Zurück zur Liste
        </Button>
      )}
      {reply.isError ? (
        <LoadError error={reply.error} onRetry={reply.refetch} />
      ) : !r ? (
        <Skeleton className="h-48" />
      ) : (
        <div className="space-y-4">
          <header className="space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              <ReplyKindBadge kind={r.kind} />
              <span className="text-muted-foreground tabular-nums">{formatDateTime(r.receivedAt)}</span>
            </div>
            <h2 id="reply-subject" className="text-lg font-semibold break-words">
              {r.subject || '(ohne Betreff)'}
            </h2>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
              <dt className="text-muted-foreground">Von</dt>
              <dd className="break-words">
                {r.fromName ? `${r.fromName} <${r.fromAddress ?? ''}>` : (r.fromAddress ?? 'Unbekannt')}
              </dd>
              {r.emailLogSubject && (
                <>
                  <dt className="text-muted-foreground">Antwort auf</dt>
                  <dd className="break-words">{r.emailLogSubject}</dd>
                </>
              )}
              {r.customerId !== null && (
                <>
                  <dt className="text-muted-foreground">Kunde</dt>
                  <dd>
                    <Link
                      href={`?customer=${r.customerId}`}
                      className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                    >
                      <UserRound className="size-4" aria-hidden />
                      {r.customerName ?? `Kunde #${r.customerId}`}
                    </Link>
                  </dd>
                </>
              )}
            </dl>
          </header>
          <pre className="rounded-md bg-muted/50 p-3 font-sans text-sm whitespace-pre-wrap break-words">
            {r.bodyText || '(kein Text)'}
          </pre>
        </div>
      )}
    </article>
  );
}
