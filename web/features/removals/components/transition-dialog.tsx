import { berlinDay } from '@common/calendar-days';
import { NOTE_MAX_LENGTH } from '@common/schemas/customer-activity';
import { useId, useRef, useState } from 'react';
import { DialogHeading } from '@/components/dialog-heading';
import { TextareaField } from '@/components/textarea-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FilingFields } from './filing-fields';
import { type Filing, type TransitionTarget, useTransitionSubmit } from './use-transition-submit';

export type { TransitionTarget } from './use-transition-submit';

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
  const [note, setNote] = useState('');
  const [filing, setFiling] = useState<Filing>({ channel: 'google', filedOn: berlinDay(new Date()) });
  const body = useRef<HTMLDivElement>(null);
  const { change, problem, submit, pending } = useTransitionSubmit(target, onDone, body, note, filing);

  return (
    // No <form>: the date field's own buttons (clear, calendar) would submit it, and Enter in the
    // field would send the day it held before the one typed.
    <div ref={body} className="grid gap-4">
      <DialogHeading title={action.label}>
        {removal.customerName}
        {removal.username ? ` · Bewertung von ${removal.username}` : ''} · {change}
      </DialogHeading>
      {action.refusal && (
        <p role="status" className="rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground">
          {action.refusal}
        </p>
      )}
      {action.to === 'filed' && <FilingFields id={id} filing={filing} onChange={setFiling} />}
      <TextareaField
        id={`${id}-note`}
        label="Notiz (optional)"
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        value={note}
        onChange={setNote}
      />
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
          disabled={pending || action.refusal !== null}
        >
          {pending ? 'Wird gespeichert...' : action.label}
        </Button>
      </DialogFooter>
    </div>
  );
}
