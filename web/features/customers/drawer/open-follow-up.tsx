import { formatDateTime } from '@common/format';
import type { FollowUp } from '@common/schemas/follow-up';
import { Check } from 'lucide-react';
import { useCancelFollowUp, useCompleteFollowUp } from '@/components/follow-ups/follow-up-api';
import { FollowUpDue } from '@/components/follow-ups/follow-up-due';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { dangerTone } from '@/lib/tones';

const fail = (title: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error), variant: 'destructive' });

/**
 * The open follow-up: due, owner, note, who set it; 'Erledigt' for everyone, 'Ändern' and
 * 'Löschen' for whom `mayChange`. No buttons while it is being edited.
 */
export function OpenFollowUp({
  open,
  editing,
  mayChange,
  onEdit,
}: {
  open: FollowUp;
  editing: boolean;
  mayChange: boolean;
  onEdit(): void;
}) {
  const complete = useCompleteFollowUp();
  const cancel = useCancelFollowUp();
  return (
    <div className="space-y-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <FollowUpDue dueAt={open.dueAt} className="text-sm" />
        <span className="text-muted-foreground">
          Bearbeiter: <span className="text-foreground">{open.ownerName ?? 'Niemand'}</span>
        </span>
      </div>
      {open.note && <p className="break-words">{open.note}</p>}
      <p className="text-xs text-muted-foreground">
        Gesetzt {open.createdByName ? `von ${open.createdByName} ` : ''}am {formatDateTime(open.createdAt)}
      </p>
      {!editing && (
        <div className="flex flex-wrap gap-2 pt-1">
          <Button
            size="sm"
            disabled={complete.isPending}
            onClick={() =>
              complete.mutate(open.id, {
                onSuccess: () => toast({ title: 'Wiedervorlage erledigt' }),
                onError: fail('Wiedervorlage konnte nicht erledigt werden'),
              })
            }
          >
            <Check className="size-4" aria-hidden />
            Erledigt
          </Button>
          {mayChange && (
            <>
              <Button size="sm" variant="outline" onClick={onEdit}>
                Ändern
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className={dangerTone.ghostButton}
                disabled={cancel.isPending}
                onClick={() =>
                  cancel.mutate(open.id, {
                    onSuccess: () => toast({ title: 'Wiedervorlage gelöscht' }),
                    onError: fail('Wiedervorlage konnte nicht gelöscht werden'),
                  })
                }
              >
                Löschen
              </Button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
