import { reminderLevelLabels } from '@common/labels';
import type { InvoiceDetail } from '@common/schemas/invoice';
import { AlertTriangle, FileCode2, FileDown } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useBillable } from '../api/get-invoice';
import type { InvoiceDialogKind } from './invoice-dialogs';

/**
 * The moves by state (docs/product.md §13): a draft is finalized or deleted; a finalized invoice
 * is downloaded (PDF, XRechnung), sent, marked paid, reminded and cancelled. The downloads are
 * reads, so a plain user has them too; every write is a manager's.
 */
export function InvoiceActions({
  invoice: i,
  canManage,
  onDialog,
}: {
  invoice: InvoiceDetail;
  canManage: boolean;
  onDialog(dialog: InvoiceDialogKind): void;
}) {
  const draft = i.state === 'draft';
  const nextLevel = i.reminderLevel + 1;
  const canRemind = i.status === 'overdue' && nextLevel <= 3;
  return (
    <div className="flex flex-wrap gap-2">
      {canManage && draft && (
        <>
          <Button size="sm" onClick={() => onDialog({ kind: 'finalize' })} disabled={i.lines.length === 0}>
            Festschreiben
          </Button>
          <Button size="sm" variant="outline" onClick={() => onDialog({ kind: 'delete' })}>
            Entwurf löschen
          </Button>
        </>
      )}
      <Button size="sm" variant="outline" asChild>
        <a href={`/api/invoices/${i.id}/pdf`} download>
          <FileDown aria-hidden />
          {draft ? 'PDF-Vorschau' : 'PDF'}
        </a>
      </Button>
      {!draft && (
        <Button size="sm" variant="outline" asChild>
          <a href={`/api/invoices/${i.id}/xrechnung.xml`} download>
            <FileCode2 aria-hidden />
            E-Rechnung (XRechnung)
          </a>
        </Button>
      )}
      {canManage && !draft && (
        <>
          {i.state === 'open' && i.kind === 'invoice' && (
            <Button size="sm" onClick={() => onDialog({ kind: 'pay' })}>
              Als bezahlt markieren
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            onClick={() => onDialog({ kind: 'send' })}
            disabled={!i.buyer.email}
          >
            Per E-Mail senden
          </Button>
          {canRemind && (
            <Button size="sm" variant="outline" onClick={() => onDialog({ kind: 'remind' })}>
              {reminderLevelLabels[nextLevel as 1 | 2 | 3]} senden
            </Button>
          )}
          {i.kind === 'invoice' && (i.state === 'open' || i.state === 'paid') && (
            <Button size="sm" variant="outline" onClick={() => onDialog({ kind: 'cancel' })}>
              Stornieren
            </Button>
          )}
        </>
      )}
    </div>
  );
}

/** Before finalizing: what the invoice still lacks (§14 UStG), with the way to fill it in. */
export function MissingNotice({ invoice: i }: { invoice: InvoiceDetail }) {
  const { data } = useBillable(i.customerId, true);
  if (!data || data.missing.length === 0) return null;
  const link = 'text-primary underline underline-offset-2';
  return (
    <div
      role="status"
      className="space-y-1.5 rounded-md border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100"
    >
      <p className="flex items-center gap-2 font-medium">
        <AlertTriangle className="size-4 shrink-0" aria-hidden />
        Zum Festschreiben fehlt noch:
      </p>
      <ul className="list-disc space-y-0.5 pl-6">
        {data.missing.map((m) => (
          <li key={m}>
            {m} –{' '}
            {m.endsWith('des Kunden') && i.customerId !== null ? (
              <Link
                className={link}
                href={`${paths.companyPage('customers-new', i.companyId)}?customer=${i.customerId}`}
              >
                Kunde öffnen
              </Link>
            ) : (
              <Link className={link} href={`${paths.settings(i.companyId)}#rechnungsdaten`}>
                Einstellungen öffnen
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
