import { formatDateTime } from '@common/format';
import type { ReplyThread, ThreadEntry } from '@common/schemas/reply';
import { useQuery } from '@tanstack/react-query';
import { CornerDownRight, Send } from 'lucide-react';
import { EmailLogStatusBadge } from '@/components/badges/email-log-status-badge';
import { BouncedBadge, RepliedBadge } from '@/components/badges/reply-badges';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { apiGet } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { queryKeys } from '@/lib/query-keys';
import { dangerTone } from '@/lib/tones';
import { item, Section } from './activity-sections';

/** GET /api/customers/{id}/reply-thread, under the replies' key: marking one read refreshes it. */
function useReplyThread(customerId: number) {
  return useQuery({
    queryKey: [...queryKeys.replies, 'thread', customerId],
    queryFn: () => apiGet<ReplyThread>(`/api/customers/${customerId}/reply-thread`),
  });
}

/** 'Antwort erhalten' and 'E-Mail unzustellbar' in the drawer's header. */
export function ReplyBadges({ customerId }: { customerId: number }) {
  const { data } = useReplyThread(customerId);
  if (!data) return null;
  return (
    <>
      <RepliedBadge repliedAt={data.repliedAt} />
      <BouncedBadge bouncedAt={data.emailBouncedAt} reason={data.emailBounceReason} />
    </>
  );
}

function Entry({ entry: e }: { entry: ThreadEntry }) {
  const received = e.type === 'received';
  return (
    <li className={cn(item, 'space-y-1', received && 'bg-blue-50/60 dark:bg-blue-950/30')}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {received ? (
          <CornerDownRight className="size-4 shrink-0 text-blue-700 dark:text-blue-300" aria-hidden />
        ) : (
          <Send className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        )}
        <span className="font-medium">
          {e.type === 'sent'
            ? 'Unsere E-Mail'
            : e.kind === 'bounce'
              ? 'Unzustellbar'
              : `Antwort von ${e.fromName || e.fromAddress || 'Unbekannt'}`}
        </span>
        {e.type === 'sent' && <EmailLogStatusBadge status={e.status} />}
        {e.type === 'received' && e.kind === 'bounce' && (
          <Badge variant="outline" className={dangerTone.badge}>
            Rückläufer
          </Badge>
        )}
        <span className="ml-auto text-xs text-muted-foreground tabular-nums">{formatDateTime(e.at)}</span>
      </div>
      <p className="break-words">{e.subject || '(ohne Betreff)'}</p>
      {e.type === 'sent' && e.errorMessage && <p className={dangerTone.message}>{e.errorMessage}</p>}
      {e.text && (
        <details className="group">
          <summary className="cursor-pointer text-xs text-muted-foreground hover:text-foreground">
            {received ? 'Text anzeigen' : 'Unsere E-Mail anzeigen'}
          </summary>
          <pre className="mt-1 rounded bg-muted/50 p-2 font-sans text-sm whitespace-pre-wrap break-words">
            {e.text}
          </pre>
        </details>
      )}
    </li>
  );
}

/**
 * 'Antworten' in the customer drawer (issue 24): our mails and what came back (answers, bounces),
 * oldest first, each text as plain text. Shown once something came back; until then it says so.
 */
export function ReplyThreadSection({ customerId }: { customerId: number }) {
  const thread = useReplyThread(customerId);
  if (thread.isError) return <LoadError error={thread.error} onRetry={thread.refetch} />;
  if (!thread.data) return <Skeleton className="h-20" />;
  const { entries } = thread.data;
  const received = entries.filter((e) => e.type === 'received').length;
  return (
    <Section
      id="drawer-replies"
      title="Antworten"
      shown={received}
      total={received}
      empty="Noch keine Antwort auf unsere E-Mails."
    >
      {entries.map((e) => (
        <Entry key={`${e.type}-${e.id}`} entry={e} />
      ))}
    </Section>
  );
}
