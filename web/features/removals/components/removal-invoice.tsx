import type { Removal } from '@common/schemas/removal';
import { FileText, Loader2, Receipt } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useCreateCustomerDraft } from '@/components/invoices/create-draft';
import { draftCreatedToast, draftFailedToast } from '@/components/invoices/draft-toasts';
import { invoicePath } from '@/components/invoices/invoice-path';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type Billed = Pick<Removal, 'id' | 'state' | 'invoiceId' | 'companyId' | 'customerId' | 'customerName'>;

/**
 * The way from a removed case to its invoice (issue 34): 'Rechnung erstellen' makes the customer's
 * draft (all its verified removals not yet billed) and opens it on 'Rechnungen'; once billed,
 * 'Rechnung öffnen' leads to the invoice. Nothing for cases not removed.
 */
export function RemovalInvoiceAction({
  removal: r,
  canCreate,
  size = 'sm',
  variant = 'default',
  className,
}: {
  removal: Billed;
  /** Managers and admins (the server's rule for drafts); others only follow the link. */
  canCreate: boolean;
  size?: 'sm' | 'default';
  /** 'outline' in a row, beside the other rows' next moves. */
  variant?: 'default' | 'outline';
  className?: string;
}) {
  const create = useCreateCustomerDraft();
  const [, navigate] = useLocation();
  if (r.state !== 'removed') return null;
  if (r.invoiceId !== null)
    return (
      <Button asChild variant="outline" size={size} className={className}>
        <Link href={invoicePath(r.companyId, r.invoiceId)} aria-label={`Rechnung öffnen: ${r.customerName}`}>
          <FileText aria-hidden />
          Rechnung öffnen
        </Link>
      </Button>
    );
  if (!canCreate) return null;
  return (
    <Button
      size={size}
      variant={variant}
      className={cn(className)}
      disabled={create.isPending}
      aria-label={`Rechnung erstellen für ${r.customerName}`}
      onClick={() =>
        create.mutate(r.customerId, {
          onSuccess: (draft) => {
            draftCreatedToast(r.customerName, draft.lines.length);
            navigate(invoicePath(r.companyId, draft.id));
          },
          onError: draftFailedToast,
        })
      }
    >
      {create.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Receipt aria-hidden />}
      Rechnung erstellen
    </Button>
  );
}
