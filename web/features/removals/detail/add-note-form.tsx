import { NOTE_MAX_LENGTH } from '@common/schemas/customer-activity';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { failureReason } from '@/lib/failure-text';
import { usePatchRemoval } from '../api/patch-removal';

/** 'Notiz hinzufügen': a line in the timeline, for every role (PATCH with a note alone). */
export function AddNoteForm({ removalId }: { removalId: number }) {
  const [text, setText] = useState('');
  const patch = usePatchRemoval();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    patch.mutate(
      { id: removalId, note: text.trim() },
      {
        onSuccess: () => {
          setText('');
          toast({ title: 'Notiz hinzugefügt' });
        },
        onError: (error) =>
          toast({
            title: 'Fehler',
            description: failureReason(error) || 'Die Notiz konnte nicht gespeichert werden.',
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-labelledby="removal-note" className="space-y-2">
      <h3 id="removal-note" className="text-sm font-semibold">
        Notiz hinzufügen
      </h3>
      <Textarea
        aria-labelledby="removal-note"
        value={text}
        maxLength={NOTE_MAX_LENGTH}
        rows={2}
        placeholder="z. B. Kunde hat Screenshot geschickt"
        onChange={(e) => setText(e.target.value)}
      />
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={text.trim() === '' || patch.isPending}>
          {patch.isPending ? 'Wird gespeichert...' : 'Notiz hinzufügen'}
        </Button>
      </div>
    </form>
  );
}
