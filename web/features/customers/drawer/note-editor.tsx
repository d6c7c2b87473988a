import { NOTE_MAX_LENGTH } from '@common/schemas/customer-activity';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSaveNote } from '../api/get-customer-drawer';

/** The operators' free-text note: saved on demand, kept while unsaved. */
export function NoteEditor({ customerId, note }: { customerId: number; note: string | null }) {
  const [text, setText] = useState(note ?? '');
  const save = useSaveNote(customerId);
  const changed = text.trim() !== (note ?? '');
  return (
    <section aria-labelledby="drawer-note" className="space-y-2">
      <h3 id="drawer-note" className="text-sm font-semibold">
        Notiz
      </h3>
      <Textarea
        aria-labelledby="drawer-note"
        value={text}
        maxLength={NOTE_MAX_LENGTH}
        rows={3}
        placeholder="z. B. Rückruf nach 14 Uhr, Chef entscheidet selbst"
        onChange={(e) => setText(e.target.value)}
      />
      <div className="flex items-center justify-end gap-2">
        {changed && <span className="text-xs text-muted-foreground">Nicht gespeichert</span>}
        <Button
          size="sm"
          disabled={!changed || save.isPending}
          onClick={() =>
            save.mutate(text, {
              onSuccess: () => toast({ title: 'Notiz gespeichert' }),
              onError: (error) =>
                toast({
                  title: 'Fehler',
                  description: errorMessage(error, 'Notiz konnte nicht gespeichert werden'),
                  variant: 'destructive',
                }),
            })
          }
        >
          {save.isPending ? 'Speichert...' : 'Notiz speichern'}
        </Button>
      </div>
    </section>
  );
}
