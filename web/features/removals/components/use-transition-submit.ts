import type { RemovalChannel } from '@common/enums';
import { removalStateLabels } from '@common/labels';
import type { Removal } from '@common/schemas/removal';
import { type RefObject, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { failureReason } from '@/lib/failure-text';
import { usePatchRemoval } from '../api/patch-removal';
import type { RemovalAction } from '../removal-text';

export interface TransitionTarget {
  removal: Pick<Removal, 'id' | 'state' | 'customerName' | 'username'>;
  action: RemovalAction;
}

/** How and when a case was filed with Google (asked only when filing). */
export interface Filing {
  channel: RemovalChannel;
  filedOn: string;
}

/**
 * Sends the move: a refused typed day (said under its field in `body`) or a missing filing day
 * stops it; the server's refusal stays as `problem` and the dialog open.
 */
export function useTransitionSubmit(
  { removal, action }: TransitionTarget,
  onDone: () => void,
  body: RefObject<HTMLDivElement | null>,
  note: string,
  filing: Filing,
) {
  const [problem, setProblem] = useState<string | null>(null);
  const patch = usePatchRemoval();
  const change = `${removalStateLabels[removal.state]} → ${removalStateLabels[action.to]}`;
  const filed = action.to === 'filed';

  const submit = () => {
    // A typed day the field refused (said under it) is not sent as the day it still holds.
    if (body.current?.querySelector('[data-date-field] [aria-invalid="true"]')) return;
    if (filed && !filing.filedOn) return setProblem('Bitte das Meldedatum angeben.');
    setProblem(null);
    patch.mutate(
      {
        id: removal.id,
        state: action.to,
        note: note.trim() || undefined,
        ...(filed ? { channel: filing.channel, filedOn: filing.filedOn } : {}),
      },
      {
        onSuccess: () => {
          toast({ title: 'Status geändert', description: `${removal.customerName}: ${change}` });
          onDone();
        },
        onError: (error) =>
          setProblem(failureReason(error) || 'Die Änderung konnte nicht gespeichert werden.'),
      },
    );
  };
  return { change, problem, submit, pending: patch.isPending };
}
