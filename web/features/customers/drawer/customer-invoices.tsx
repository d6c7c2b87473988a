import { germanDay } from '@common/calendar-days';
import { formatCount } from '@common/format';
import { formatCents } from '@common/invoice-math';
import { cancellationCaption } from '@common/labels';
import { Loader2, Receipt } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { InvoiceStatusBadge } from '@/components/badges/invoice-status-badge';
import { useCreateCustomerDraft } from '@/components/invoices/create-draft';
import { invoicePath } from '@/components/invoices/invoice-path';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { usePermissions } from '@/lib/auth';
import { item, Section } from './activity-sections';
import { useBillable, useCustomerInvoices } from './get-customer-invoices';

/** 'Rechnung erstellen' with what it would bill: the verified removals not yet on an invoice. */
function CreateInvoice({ companyId, customerId }: { companyId: number; customerId: number }) {
  const billable = useBillable(customerId);
  const create = useCreateCustomerDraft();
  const [, navigate] = useLocation();
  if (!billable.data) return <Skeleton className="h-9 w-48" />;
  const { removals, netCents, missing } = billable.data;
  const n = removals.length;
  const onClick = () =>
    create.mutate(customerId, {
      onSuccess: (draft) => {
        toast({ title: 'Rechnungsentwurf erstellt', description: `${draft.lines.length} Positionen` });
        navigate(invoicePath(companyId, draft.id));
      },
      onError: (error) =>
        toast({
          title: 'Entwurf nicht erstellt',
          description: errorMessage(error, 'Der Entwurf konnte nicht erstellt werden.'),
          variant: 'destructive',
        }),
    });
  return (
    <div className="mb-2 space-y-1.5">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          onClick={onClick}
          disabled={n === 0 || create.isPending}
          aria-describedby={`billable-${customerId}`}
        >
          {create.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Receipt aria-hidden />}
          Rechnung erstellen
        </Button>
        <span className="text-sm text-muted-foreground" id={`billable-${customerId}`}>
          {n === 0
            ? 'Keine entfernten Bewertungen offen zur Abrechnung'
            : `${formatCount(n)} entfernte ${n === 1 ? 'Bewertung' : 'Bewertungen'} abrechenbar · ${formatCents(netCents)} netto`}
        </span>
      </div>
      {n > 0 && missing.length > 0 && (
        <p className="text-xs text-amber-800 dark:text-amber-200">
          Zum Festschreiben fehlt noch: {missing.join(', ')}
        </p>
      )}
    </div>
  );
}

/** The customer's invoices with their status, each leading to the invoice; managers start a draft. */
export function CustomerInvoices({
  companyId,
  customerId,
}: {
  companyId: number | undefined;
  customerId: number;
}) {
  const { manageCustomers } = usePermissions();
  const invoices = useCustomerInvoices(companyId, customerId);
  if (invoices.isError) return <LoadError error={invoices.error} onRetry={invoices.refetch} />;
  if (!invoices.data || companyId === undefined) return <Skeleton className="h-20" />;
  const { rows, total } = invoices.data;
  return (
    <Section
      id="drawer-invoices"
      title="Rechnungen"
      shown={rows.length}
      total={total}
      empty="Keine Rechnungen"
      actions={manageCustomers ? <CreateInvoice companyId={companyId} customerId={customerId} /> : undefined}
    >
      {rows.map((r) => (
        <li key={r.id}>
          <Link
            href={invoicePath(r.companyId, r.id)}
            className={`${item} flex flex-wrap items-center gap-x-3 gap-y-1 hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-none`}
          >
            <InvoiceStatusBadge status={r.status} kind={r.kind} />
            <span className="font-medium">{r.number ?? 'Entwurf'}</span>
            {r.kind === 'cancellation' && (
              <span className="text-muted-foreground">{cancellationCaption(r.cancelsNumber)}</span>
            )}
            <span className="text-muted-foreground tabular-nums">
              {r.issuedOn ? germanDay(r.issuedOn) : ''}
            </span>
            <span className="ml-auto font-medium tabular-nums">{formatCents(r.grossCents)}</span>
          </Link>
        </li>
      ))}
    </Section>
  );
}
