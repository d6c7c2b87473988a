import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { dangerTone } from '@/lib/tones';

interface Props {
  customerName: string;
  /** Without the right to manage customers only the drawer's eye is left (docs/product.md §6). */
  canManage: boolean;
  onEdit(): void;
  onDelete(): void;
  /** Opens the customer drawer; without it the eye stays inert, as in the original. */
  onOpen?(): void;
}

export function CustomerActions({ customerName, canManage, onEdit, onDelete, onOpen }: Props) {
  return (
    <div className="flex items-center justify-end gap-0.5">
      {/* docs/product.md §2: the original's inert extra icon opens the customer drawer here. */}
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        disabled={!onOpen}
        aria-label={`Details zu ${customerName}`}
        title="Details"
        onClick={onOpen}
      >
        <Eye className="size-4" aria-hidden />
      </Button>
      {canManage && (
        <>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`${customerName} bearbeiten`}
            title="Bearbeiten"
            onClick={onEdit}
          >
            <Pencil className="size-4" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className={cn('size-8 hover:bg-destructive/10', dangerTone.ghostButton)}
            aria-label={`${customerName} löschen`}
            title="Löschen"
            onClick={onDelete}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </>
      )}
    </div>
  );
}
