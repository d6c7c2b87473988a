import { formatDateTime } from '@common/format';
import type { Reply } from '@common/schemas/reply';
import type { PagedRows } from '@/components/paged-list-body';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ReplyKindBadge } from './reply-kind-badge';

/** Who wrote: the name, else the address. */
export const senderOf = (r: Pick<Reply, 'fromName' | 'fromAddress'>) =>
  r.fromName || r.fromAddress || 'Unbekannt';

/**
 * The inbox as cards (they fit a phone and the left column alike): unread ones marked with a dot
 * and bold, the open one highlighted. Each card is one button opening the message.
 */
export function ReplyList({
  rows,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  nextPageError,
  openId,
  onOpen,
}: PagedRows<Reply> & { openId: number | null; onOpen(id: number): void }) {
  return (
    <div className="min-w-0 space-y-2">
      <ul className="space-y-2" aria-label="Nachrichten">
        {rows.map((r) => {
          const unread = r.seenAt === null;
          return (
            <li key={r.id}>
              <button
                type="button"
                onClick={() => onOpen(r.id)}
                aria-current={openId === r.id ? 'true' : undefined}
                className={cn(
                  'flex w-full min-w-0 flex-col gap-1 rounded-lg border bg-card p-3 text-left text-sm transition-colors',
                  'hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  openId === r.id && 'border-primary bg-muted/60',
                )}
              >
                <span className="flex min-w-0 items-center gap-2">
                  {unread && (
                    <span className="size-2 shrink-0 rounded-full bg-blue-600 dark:bg-blue-400" aria-hidden />
                  )}
                  <span className={cn('min-w-0 flex-1 truncate', unread && 'font-semibold')}>
                    {unread && <span className="sr-only">Ungelesen: </span>}
                    {r.customerName ?? senderOf(r)}
                  </span>
                  <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                    {formatDateTime(r.receivedAt)}
                  </span>
                </span>
                <span className="flex min-w-0 items-center gap-2">
                  <ReplyKindBadge kind={r.kind} />
                  <span className={cn('min-w-0 truncate', unread ? 'font-medium' : 'text-muted-foreground')}>
                    {r.subject || '(ohne Betreff)'}
                  </span>
                </span>
                {r.snippet && (
                  <span className="line-clamp-2 text-muted-foreground break-words">{r.snippet}</span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {nextPageError && <p className="text-sm text-destructive">{nextPageError}</p>}
      {hasNextPage && (
        <Button
          variant="outline"
          className="w-full"
          disabled={isFetchingNextPage}
          onClick={() => fetchNextPage()}
        >
          {isFetchingNextPage ? 'Lädt…' : 'Weitere laden'}
        </Button>
      )}
    </div>
  );
}
