import { replyFilters } from '@common/schemas/reply';
import type { PageProps } from '@/app/page-props';
import { PageHeader } from '@/components/page-header';
import { PagedListBody } from '@/components/paged-list-body';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useIsWide } from '@/components/use-media-query';
import { useCompany } from '@/lib/companies';
import { oneOf, useUrlState } from '@/lib/use-url-state';
import { useReplies } from './api/replies-api';
import { ReplyDetailPane } from './components/reply-detail';
import { type FilterValue, ReplyFilterButtons } from './components/reply-filter';
import { ReplyList } from './components/reply-list';

const emptyTexts: Record<FilterValue, string> = {
  all: 'Noch keine Antworten. Sobald ein Kunde auf ein Angebot antwortet, erscheint die Nachricht hier.',
  unread: 'Keine ungelesenen Nachrichten',
  replies: 'Noch keine Antworten',
  bounces: 'Keine unzustellbaren E-Mails',
};

/**
 * 'Antworten' (issue 24; docs/product.md "Replies and bounces"): what customers answered to our
 * mails and the bounces, read from the company's mailbox over IMAP, newest first. The filter and the
 * open message live in the address (`?filter=`, `?reply=`); the customer opens in the drawer
 * (`?customer=`, the page's CustomerDrawerHost). Wide: list and message side by side; narrow: cards,
 * and the opened message in place of the list.
 */
export function RepliesPage({ companyId }: PageProps) {
  const [url, setUrl] = useUrlState({ filter: 'all', reply: '' });
  const filter = oneOf<FilterValue>(url.filter, replyFilters, 'all');
  const openId = Number(url.reply) > 0 ? Number(url.reply) : null;
  const list = useReplies(companyId, filter);
  const wide = useIsWide();
  const { data: company, isPending: companyPending } = useCompany(companyId);
  const companyName = company?.name ?? (companyPending ? '…' : `Firma #${companyId}`);
  const open = (id: number | null) => setUrl({ reply: id === null ? '' : String(id) });

  const detail = openId !== null && (
    <ReplyDetailPane id={openId} onBack={wide ? undefined : () => open(null)} />
  );
  return (
    <>
      <PageHeader title="Antworten" subtitle={`Antworten und Rückläufer auf E-Mails von ${companyName}`} />
      {!wide && detail ? (
        detail
      ) : (
        <Card className="gap-4">
          <CardHeader className="gap-4">
            <CardTitle>
              <h2>{list.isSuccess ? `Nachrichten (${list.totalText})` : 'Nachrichten'}</h2>
            </CardTitle>
            <ReplyFilterButtons value={filter} onChange={(f) => setUrl({ filter: f, reply: '' })} />
          </CardHeader>
          <CardContent className="px-3 sm:px-6">
            <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <PagedListBody list={list} loadingText="Lade Antworten..." emptyText={emptyTexts[filter]}>
                {(paged) => <ReplyList {...paged} openId={openId} onOpen={open} />}
              </PagedListBody>
              {wide && (
                <div className="min-w-0">
                  {detail || (
                    <p className="flex min-h-48 items-center justify-center rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
                      Wählen Sie links eine Nachricht, um sie zu lesen.
                    </p>
                  )}
                </div>
              )}
            </div>
          </CardContent>
        </Card>
      )}
    </>
  );
}
