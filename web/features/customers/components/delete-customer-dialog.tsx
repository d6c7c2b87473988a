import { ConfirmDialog } from '@/components/confirm-dialog';
import { useIsLargeScreen } from '../use-media-query';

interface Props {
  /** The customer to delete; null closes the dialog. */
  customer: { id: number; name: string } | null;
  onCancel(): void;
  onConfirm(customer: { id: number; name: string }): void;
}

/** docs/product.md §5: large screens ask the long question, small screens the short one. */
export function DeleteCustomerDialog({ customer, onCancel, onConfirm }: Props) {
  const large = useIsLargeScreen();
  const name = customer?.name ?? '';
  return (
    <ConfirmDialog
      open={customer !== null}
      title="Kunde löschen"
      description={large ? `Sind Sie sicher, dass Sie "${name}" löschen möchten?` : `"${name}" löschen?`}
      confirmLabel="Löschen"
      destructive
      onConfirm={() => customer && onConfirm(customer)}
      onCancel={onCancel}
    />
  );
}
