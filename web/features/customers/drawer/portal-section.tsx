import { formatDateTime, formatEuro } from '@common/format';
import type { CustomerPortalOrder } from '@common/schemas/portal-link';
import { Copy, FileDown, Link2, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { usePermissions } from '@/lib/auth';
import { useCustomerPortal, useNewPortalLink } from './get-customer-portal';

/** The new link with its copy button: the server keeps only its hash, so it is shown this once. */
function NewLink({ url }: { url: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link kopiert' });
    } catch {
      toast({ title: 'Kopieren nicht möglich', description: url, variant: 'destructive' });
    }
  };
  return (
    <div className="space-y-1.5">
      <div className="flex min-w-0 items-center gap-2">
        <input
          readOnly
          value={url}
          aria-label="Neuer Portal-Link"
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 truncate rounded-md border bg-muted/50 px-3 py-2 font-mono text-sm"
        />
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          <Copy className="size-4" aria-hidden />
          Kopieren
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Der Link wird nur jetzt angezeigt. Ältere Links funktionieren nicht mehr.
      </p>
    </div>
  );
}

/** The orders the owner placed in the portal, newest first, each with its PDF (decision 074). */
function PortalOrders({ orders }: { orders: CustomerPortalOrder[] }) {
  if (orders.length === 0) return <p className="text-sm text-muted-foreground">Keine Aufträge im Portal</p>;
  return (
    <ul aria-label="Aufträge im Portal" className="divide-y rounded-md border text-sm">
      {orders.map((o) => (
        <li key={o.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2">
          <span className="min-w-0">
            <span className="block font-medium">
              {formatDateTime(o.createdAt)} · {o.reviews === 1 ? '1 Bewertung' : `${o.reviews} Bewertungen`}
            </span>
            <span className="block text-muted-foreground">
              {o.signerName} · {formatEuro(o.net)} netto, {formatEuro(o.gross)} brutto
            </span>
          </span>
          <a
            href={o.pdfUrl}
            download
            className="inline-flex items-center gap-1 text-primary underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <FileDown className="size-4" aria-hidden />
            PDF<span className="sr-only"> des Auftrags Nr. {o.id}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Kundenportal' (docs/product.md §15): when the owner opened their portal, and for managers a new
 * link that replaces every older one (after a confirmation).
 */
export function PortalSection({ customerId }: { customerId: number }) {
  const { manageCustomers } = usePermissions();
  const portal = useCustomerPortal(customerId);
  const create = useNewPortalLink(customerId);
  const [asking, setAsking] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  if (portal.isError) return <LoadError error={portal.error} onRetry={portal.refetch} />;
  if (!portal.data) return <Skeleton className="h-16" />;
  const { firstOpenedAt, lastOpenedAt, orders } = portal.data;
  const confirm = () => {
    setAsking(false);
    create.mutate(undefined, {
      onSuccess: (link) => setUrl(link.url),
      onError: (error) =>
        toast({
          title: 'Kein neuer Link',
          description: errorMessage(error, 'Der Link konnte nicht erstellt werden.'),
          variant: 'destructive',
        }),
    });
  };
  return (
    <section aria-labelledby="drawer-portal" className="space-y-2">
      <h3 id="drawer-portal" className="text-sm font-semibold">
        Kundenportal
      </h3>
      <p className="text-sm text-muted-foreground">
        {lastOpenedAt && firstOpenedAt
          ? `Zuletzt geöffnet ${formatDateTime(lastOpenedAt)} · zuerst ${formatDateTime(firstOpenedAt)}`
          : 'Noch nicht geöffnet'}
      </p>
      <PortalOrders orders={orders} />
      {manageCustomers && (
        <Button size="sm" variant="outline" onClick={() => setAsking(true)} disabled={create.isPending}>
          {create.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Link2 aria-hidden />}
          Neuen Portal-Link erstellen
        </Button>
      )}
      {url && <NewLink url={url} />}
      <ConfirmDialog
        open={asking}
        title="Neuen Portal-Link erstellen?"
        description="Alle bisherigen Portal-Links dieses Kunden, auch die in bereits gesendeten E-Mails, funktionieren danach nicht mehr."
        confirmLabel="Neuen Link erstellen"
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
