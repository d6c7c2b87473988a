import { formatDateTime } from '@common/format';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useDemoMails } from './api/demo';

/**
 * Demo mode: every e-mail the app sent, as the customer receives it. The list refreshes itself,
 * so mails of a running scan appear as they go out.
 */
export function DemoMailsPage() {
  const mails = useDemoMails();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = mails.data ?? [];
  const selected = list.find((m) => m.id === selectedId) ?? list[0];
  return (
    <>
      <PageHeader
        title="Demo-Postfach"
        subtitle="E-Mails, die die App in der Demo verschickt hat – so, wie der Kunde sie erhält. Nichts verlässt diesen Rechner."
      />
      {mails.isError ? (
        <LoadError error={mails.error} onRetry={() => mails.refetch()} />
      ) : list.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-12 text-center text-muted-foreground">
            <Inbox className="size-8" aria-hidden />
            {mails.isPending ? 'Lade E-Mails...' : 'Noch keine E-Mails. Starten Sie einen manuellen Scan.'}
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[22rem_1fr]">
          <Card className="py-2">
            <ul aria-label={`E-Mails (${list.length})`} className="max-h-[70vh] overflow-y-auto">
              {list.map((m) => (
                <li key={m.id}>
                  <button
                    type="button"
                    aria-current={m.id === selected?.id}
                    onClick={() => setSelectedId(m.id)}
                    className={cn(
                      'w-full border-b px-4 py-3 text-left text-sm last:border-b-0 hover:bg-accent focus-visible:bg-accent focus-visible:outline-none',
                      m.id === selected?.id && 'bg-accent',
                    )}
                  >
                    <span className="block truncate font-medium">{m.subject}</span>
                    <span className="block truncate text-xs text-muted-foreground">
                      an {m.to.join(', ')} · {formatDateTime(m.receivedAt)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </Card>
          {selected && (
            <Card className="gap-3 p-4">
              <div className="text-sm">
                <h2 className="text-base font-semibold break-words">{selected.subject}</h2>
                <p className="text-muted-foreground">
                  Von {selected.from} an {selected.to.join(', ')}
                </p>
              </div>
              <iframe
                title="E-Mail wie empfangen"
                sandbox=""
                srcDoc={selected.html || undefined}
                className="h-[32rem] w-full rounded-md border bg-white"
              />
            </Card>
          )}
        </div>
      )}
    </>
  );
}
