import type { InvoiceDetail } from '@common/schemas/invoice';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { CancelForm } from './invoice-cancel-form';
import { ConfirmForm } from './invoice-confirm-form';
import type { InvoiceDialogKind } from './invoice-dialog-parts';
import { PaymentForm } from './invoice-payment-form';

export type { InvoiceDialogKind } from './invoice-dialog-parts';

interface Props {
  invoice: InvoiceDetail;
  dialog: InvoiceDialogKind | null;
  onClose(): void;
  /** After a cancellation: the new Stornorechnung; after deleting the draft: null. */
  onOpen(id: number | null): void;
}

/**
 * Every write of the sheet, asked before it is made. A refusal of the server (409, 400) is shown
 * in the dialog in its own German words and the dialog stays open (as the removal moves).
 */
export function InvoiceDialogs({ invoice, dialog, onClose, onOpen }: Props) {
  return (
    <Dialog open={dialog !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        {dialog && (
          <DialogBody key={dialog.kind} invoice={invoice} dialog={dialog} onClose={onClose} onOpen={onOpen} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DialogBody({ invoice: i, dialog, onClose, onOpen }: Props & { dialog: InvoiceDialogKind }) {
  switch (dialog.kind) {
    case 'pay':
      return <PaymentForm invoice={i} onDone={onClose} />;
    case 'cancel':
      return <CancelForm invoice={i} onDone={onClose} onOpen={onOpen} />;
    default:
      return <ConfirmForm invoice={i} dialog={dialog} onDone={onClose} onOpen={onOpen} />;
  }
}
