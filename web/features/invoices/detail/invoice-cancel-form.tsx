import { formatCents } from '@common/invoice-math';
import type { InvoiceDetail } from '@common/schemas/invoice';
import { useId, useState } from 'react';
import { DialogHeading } from '@/components/dialog-heading';
import { TextareaField } from '@/components/textarea-field';
import { toast } from '@/hooks/use-toast';
import { useCancelInvoice } from '../api/invoice-mutations';
import { ActionFooter, problemOf } from './invoice-dialog-parts';

/** 'Stornieren': a Stornorechnung of its own number; the new one opens in the sheet. */
export function CancelForm({
  invoice: i,
  onDone,
  onOpen,
}: {
  invoice: InvoiceDetail;
  onDone(): void;
  onOpen(id: number | null): void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useCancelInvoice();
  const submit = () => {
    setProblem(null);
    cancel.mutate(
      { id: i.id, reason: reason.trim() || undefined },
      {
        onSuccess: (storno) => {
          toast({ title: 'Rechnung storniert', description: `Stornorechnung ${storno.number} erstellt` });
          onDone();
          onOpen(storno.id);
        },
        onError: (error) => setProblem(problemOf(error, 'Die Rechnung konnte nicht storniert werden.')),
      },
    );
  };
  return (
    <div className="grid gap-4">
      <DialogHeading title="Rechnung stornieren">
        Eine festgeschriebene Rechnung wird nicht gelöscht: Es entsteht eine Stornorechnung mit eigener
        Nummer, die {i.number} über {formatCents(-i.grossCents)} aufhebt. Die Löschaufträge können danach neu
        abgerechnet werden.
      </DialogHeading>
      <TextareaField
        id={`${id}-reason`}
        label="Grund (optional, steht im Verlauf beider Rechnungen)"
        rows={3}
        maxLength={1000}
        value={reason}
        onChange={setReason}
      />
      <ActionFooter
        problem={problem}
        onCancel={onDone}
        onConfirm={submit}
        pending={cancel.isPending}
        label="Stornieren"
        pendingLabel="Wird storniert..."
        destructive
      />
    </div>
  );
}
