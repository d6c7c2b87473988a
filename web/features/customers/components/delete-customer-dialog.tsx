import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';
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
    <AlertDialog open={customer !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Kunde löschen</AlertDialogTitle>
          <AlertDialogDescription>
            {large ? `Sind Sie sicher, dass Sie "${name}" löschen möchten?` : `"${name}" löschen?`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Abbrechen</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            onClick={() => customer && onConfirm(customer)}
          >
            Löschen
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
