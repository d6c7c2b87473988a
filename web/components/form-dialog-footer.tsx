import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

/** 'Abbrechen' and 'Erstellen' / 'Aktualisieren', the footer of every create/edit dialog. */
export function FormDialogFooter({
  isNew,
  pending,
  onCancel,
}: {
  isNew: boolean;
  pending: boolean;
  onCancel(): void;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Abbrechen
      </Button>
      <Button type="submit" disabled={pending}>
        {isNew ? 'Erstellen' : 'Aktualisieren'}
      </Button>
    </DialogFooter>
  );
}
