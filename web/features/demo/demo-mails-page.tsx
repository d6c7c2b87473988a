import { formatCount, formatDateTime } from '@common/format';
import { ArrowLeft, Inbox } from 'lucide-react';
import { useState } from 'react';
import { CompanyFilter } from '@/components/company-filter';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useMediaQuery } from '@/components/use-media-query';
import { cn } from '@/lib/cn';
import { useUrlState } from '@/lib/use-url-state';
import { useDemoMails } from './api/demo';

/**
 * The mail's links (the portal button, the opt-out) open in a new tab, as from a mail program:
 * the frame runs no scripts and may only open pop-ups, which leave its sandbox (issue 36).
 */
const linksInNewTab = (html: string) =>
  /<head[^>]*>/i.test(html)
    ? html.replace(/<head[^>]*>/i, (head) => `${head}<base target="_blank">`)
    : `<base target="_blank">${html}`;

/**
 * Demo mode: every e-mail the app sent, as the customer receives it, each with the company that
 * sent it and a company filter (default all companies, issue 19). The list refreshes itself, so
 * mails of a running scan appear as they go out. Side by side on large screens; on a phone the
 * list and the open mail take turns (issue 19: the two columns did not fit 390 px).
 */
export function DemoMailsPage() {
  const [url, setUrl] = useUrlState({ company: '' });
  const parsed = Number(url.company);
  const companyId = Number.isSafeInteger(parsed) && parsed > 0 ? parsed : 0;
  const mails = useDemoMails(companyId);
  const wide = useMediaQuery('(min-width: 64rem)');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = mails.data?.rows ?? [];
  const picked = list.find((m) => m.id === selectedId);
  const selected = picked ?? (wide ? list[0] : undefined);
  // On a phone a picked mail replaces the list until 'Zurück zur Liste'.
  const showList = wide || !picked;
  return (
    <>
      <PageHeader
        title="Demo-Postfach"
        subtitle="E-Mails, die die App in der Demo verschickt hat – so, wie der Kunde sie erhält. Nichts verlässt diesen Rechner."
      />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {mails.data
            ? `${formatCount(mails.data.total)} ${mails.data.total === 1 ? 'E-Mail' : 'E-Mails'}${mails.data.total > list.length ? `, die neuesten ${formatCount(list.length)}` : ''}`
            : ''}
        </p>
        <CompanyFilter
          value={companyId}
          onChange={(id) => {
            setSelectedId(null);
            setUrl({ company: id ? String(id) : '' }, { replace: true });
          }}
        />
      </div>
      {mails.isError ? (
        <LoadError error={mails.error} onRetry={() => mails.refetch()} />
      ) : list.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-12 text-center text-muted-foreground">
            <Inbox className="size-8" aria-hidden />
            {mails.isPending
              ? 'Lade E-Mails...'
              : companyId
                ? 'Keine E-Mails dieser Firma. Starten Sie einen manuellen Scan.'
                : 'Noch keine E-Mails. Starten Sie einen manuellen Scan.'}
          </CardContent>
        </Card>
      ) : (
        <div className="grid min-w-0 gap-4 lg:grid-cols-[22rem_minmax(0,1fr)]">
          {showList && (
            <Card className="min-w-0 py-2">
              <ul aria-label={`E-Mails (${list.length})`} className="max-h-[70vh] overflow-y-auto">
                {list.map((m) => (
                  <li key={m.id}>
                    <button
                      type="button"
                      aria-current={m.id === selected?.id}
                      onClick={() => {
                        setSelectedId(m.id);
                        if (!wide) window.scrollTo({ top: 0 });
                      }}
                      className={cn(
                        'w-full border-b px-4 py-3 text-left text-sm last:border-b-0 hover:bg-accent focus-visible:bg-accent focus-visible:outline-none',
                        m.id === selected?.id && 'bg-accent',
                      )}
                    >
                      <span className="block truncate font-medium max-lg:line-clamp-2 max-lg:whitespace-normal">
                        {m.subject}
                      </span>
                      <span className="block truncate text-xs font-medium text-muted-foreground">
                        {m.companyName ?? 'Firma unbekannt'}
                      </span>
                      <span className="block truncate text-xs text-muted-foreground">
                        an {m.to.join(', ')} · {formatDateTime(m.receivedAt)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </Card>
          )}
          {selected && (
            <Card className="min-w-0 gap-3 p-3 sm:p-4">
              {!wide && (
                <Button
                  variant="outline"
                  size="sm"
                  className="self-start"
                  onClick={() => setSelectedId(null)}
                >
                  <ArrowLeft className="size-4" aria-hidden />
                  Zurück zur Liste
                </Button>
              )}
              <div className="min-w-0 text-sm">
                <h2 className="text-base font-semibold break-words">{selected.subject}</h2>
                <p className="break-words text-muted-foreground">
                  {selected.companyName ?? 'Firma unbekannt'} · Von {selected.from} an{' '}
                  {selected.to.join(', ')}
                </p>
                <p className="text-muted-foreground tabular-nums">{formatDateTime(selected.receivedAt)}</p>
              </div>
              <iframe
                title="E-Mail wie empfangen"
                sandbox="allow-popups allow-popups-to-escape-sandbox"
                srcDoc={selected.html ? linksInNewTab(selected.html) : undefined}
                className="h-[32rem] w-full min-w-0 rounded-md border bg-white"
              />
            </Card>
          )}
        </div>
      )}
    </>
  );
}
