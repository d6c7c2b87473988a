import { berlinDay } from '@common/calendar-days';
import { type RemovalChannel, removalChannels } from '@common/enums';
import { removalChannelLabels, removalStateLabels } from '@common/labels';
import { NOTE_MAX_LENGTH } from '@common/schemas/customer-activity';
import type { Removal } from '@common/schemas/removal';
import { useId, useRef, useState } from 'react';
import { DatePicker } from '@/components/date-picker';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { failureReason } from '@/lib/failure-text';
import { usePatchRemoval } from '../api/patch-removal';
import type { RemovalAction } from '../removal-text';

export interface TransitionTarget {
  removal: Pick<Removal, 'id' | 'state' | 'customerName' | 'username'>;
  action: RemovalAction;
}

/**
 * One move of a case, asked before it is made: filing asks the channel and the day (today by
 * default, never later) and a note; every other move a note and a confirmation. A refusal of the
 * server (409, 400) is shown in the dialog in its own German words, and the dialog stays open.
 */
export function TransitionDialog({ target, onClose }: { target: TransitionTarget | null; onClose(): void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        {target && (
          <TransitionForm key={`${target.removal.id}-${target.action.to}`} target={target} onDone={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function TransitionForm({ target, onDone }: { target: TransitionTarget; onDone(): void }) {
  const { removal, action } = target;
  const id = useId();
  const today = berlinDay(new Date());
  const filing = action.to === 'filed';
  const [channel, setChannel] = useState<RemovalChannel>('google');
  const [filedOn, setFiledOn] = useState(today);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const patch = usePatchRemoval();
  const change = `${removalStateLabels[removal.state]} → ${removalStateLabels[action.to]}`;

  const body = useRef<HTMLDivElement>(null);
  const submit = () => {
    // A typed day the field refused (said under it) is not sent as the day it still holds.
    if (body.current?.querySelector('[data-date-field] [aria-invalid="true"]')) return;
    if (filing && !filedOn) return setProblem('Bitte das Meldedatum angeben.');
    setProblem(null);
    patch.mutate(
      {
        id: removal.id,
        state: action.to,
        note: note.trim() || undefined,
        ...(filing ? { channel, filedOn } : {}),
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

  return (
    // No <form>: the date field's own buttons (clear, calendar) would submit it, and Enter in the
    // field would send the day it held before the one typed.
    <div ref={body} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{action.label}</DialogTitle>
        <DialogDescription>
          {removal.customerName}
          {removal.username ? ` · Bewertung von ${removal.username}` : ''} · {change}
        </DialogDescription>
      </DialogHeader>
      {action.refusal && (
        <p role="status" className="rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground">
          {action.refusal}
        </p>
      )}
      {filing && (
        <>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-channel`}>Meldeweg</Label>
            <Select value={channel} onValueChange={(v) => setChannel(v as RemovalChannel)}>
              <SelectTrigger id={`${id}-channel`} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {removalChannels.map((c) => (
                  <SelectItem key={c} value={c}>
                    {removalChannelLabels[c]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <DatePicker
            label="Gemeldet am"
            value={filedOn}
            max={today}
            onChange={setFiledOn}
            className="flex-col items-start gap-2 [&>label]:text-foreground [&>label]:font-medium"
          />
        </>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-note`}>Notiz (optional)</Label>
        <Textarea
          id={`${id}-note`}
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Abbrechen
        </Button>
        <Button
          type="button"
          onClick={submit}
          variant={action.to === 'cancelled' ? 'destructive' : 'default'}
          disabled={patch.isPending || action.refusal !== null}
        >
          {patch.isPending ? 'Wird gespeichert...' : action.label}
        </Button>
      </DialogFooter>
    </div>
  );
}
