import type { InvoiceDetail } from '@common/schemas/invoice';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { failureReason } from '@/lib/failure-text';
import { paths } from '@/lib/paths';

/** The dialogs of the invoice sheet, one at a time. */
export type InvoiceDialogKind =
  | { kind: 'finalize' }
  | { kind: 'delete' }
  | { kind: 'removeLine'; lineId: number; position: number }
  | { kind: 'send' }
  | { kind: 'remind' }
  | { kind: 'pay' }
  | { kind: 'cancel' };

/** The server's reason, or a German sentence when it gave none. */
export const problemOf = (error: Error, fallback: string) => failureReason(error) || fallback;

export function Problem({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="space-y-1 text-sm text-destructive">
      {children}
    </div>
  );
}

/** A refused finalization names what is missing; these lead to where it is filled in. */
export function MissingLinks({ invoice: i }: { invoice: InvoiceDetail }) {
  const link = 'text-primary underline underline-offset-2';
  return (
    <p className="flex flex-wrap gap-x-4 text-foreground">
      <Link className={link} href={`${paths.settings(i.companyId)}#rechnungsdaten`}>
        Rechnungsdaten der Firma
      </Link>
      {i.customerId !== null && (
        <Link
          className={link}
          href={`${paths.companyPage('customers-new', i.companyId)}?customer=${i.customerId}`}
        >
          Kunde bearbeiten
        </Link>
      )}
    </p>
  );
}

/** 'Abbrechen' and the action, the footer of every dialog of the sheet; above it the `problem` if any. */
export function ActionFooter(p: {
  problem?: string | null;
  onCancel(): void;
  onConfirm(): void;
  pending: boolean;
  label: string;
  pendingLabel: string;
  destructive?: boolean;
}) {
  return (
    <>
      {p.problem && (
        <Problem>
          <p>{p.problem}</p>
        </Problem>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={p.onCancel}>
          Abbrechen
        </Button>
        <Button
          type="button"
          variant={p.destructive ? 'destructive' : 'default'}
          onClick={p.onConfirm}
          disabled={p.pending}
        >
          {p.pending ? p.pendingLabel : p.label}
        </Button>
      </DialogFooter>
    </>
  );
}
