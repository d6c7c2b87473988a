import { addDays, berlinDay } from '@common/calendar-days';
import { FOLLOW_UP_NOTE_MAX_LENGTH } from '@common/schemas/follow-up';
import { useId } from 'react';
import { DatePicker } from '@/components/date-picker';
import { useOwners } from '@/components/follow-ups/follow-up-api';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { dangerTone } from '@/lib/tones';
import { type Draft, nextMonday, normalTime, useFollowUpDraft } from './follow-up-draft';

type Change = (patch: Partial<Draft>) => void;

/** 'Wiedervorlage bearbeiten': when (two quick choices, a day, a time), who and why. */
export function FollowUpForm(props: {
  customerId: number;
  companyId: number | undefined;
  initial: Draft;
  changing: boolean;
  onDone(): void;
}) {
  const { companyId, changing, onDone } = props;
  const id = useId();
  const { draft, change, problem, submit, pending } = useFollowUpDraft(props);

  return (
    <form
      onSubmit={submit}
      aria-label="Wiedervorlage bearbeiten"
      className="space-y-3 rounded-md border bg-muted/30 p-3"
    >
      <FollowUpWhen id={id} draft={draft} change={change} />
      <FollowUpWhoAndWhy id={id} draft={draft} change={change} />
      {problem && (
        <p role="alert" className={dangerTone.message}>
          {problem}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Abbrechen
        </Button>
        <Button type="submit" size="sm" disabled={pending || !companyId}>
          {pending ? 'Speichert...' : changing ? 'Änderung speichern' : 'Wiedervorlage speichern'}
        </Button>
      </div>
    </form>
  );
}

/** 'Morgen 9 Uhr', 'Nächste Woche', and the day and time typed or picked. */
function FollowUpWhen({ id, draft, change }: { id: string; draft: Draft; change: Change }) {
  const today = berlinDay(new Date());
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => change({ date: addDays(today, 1), time: '09:00' })}
        >
          Morgen 9 Uhr
        </Button>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => change({ date: nextMonday(today), time: '09:00' })}
        >
          Nächste Woche
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <DatePicker label="Datum" value={draft.date} onChange={(date) => change({ date })} />
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-time`} className="shrink-0 text-sm text-muted-foreground">
            Uhrzeit
          </label>
          <Input
            id={`${id}-time`}
            inputMode="numeric"
            placeholder="HH:MM"
            autoComplete="off"
            className="w-full sm:w-24"
            value={draft.time}
            onChange={(e) => change({ time: e.target.value })}
            onBlur={() => change({ time: normalTime(draft.time) })}
          />
        </div>
      </div>
    </>
  );
}

/** 'Bearbeiter' (the users who may own it) and 'Notiz'. */
function FollowUpWhoAndWhy({ id, draft, change }: { id: string; draft: Draft; change: Change }) {
  const owners = useOwners();
  return (
    <>
      <div className="flex items-center gap-2">
        <span id={`${id}-owner`} className="w-20 shrink-0 text-sm text-muted-foreground">
          Bearbeiter
        </span>
        <Select value={draft.ownerId} onValueChange={(ownerId) => change({ ownerId })}>
          <SelectTrigger className="w-full" aria-labelledby={`${id}-owner`}>
            <SelectValue placeholder="Bearbeiter wählen" />
          </SelectTrigger>
          <SelectContent>
            {(owners.data ?? []).map((u) => (
              <SelectItem key={u.id} value={String(u.id)}>
                {u.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-note`} className="w-20 shrink-0 text-sm text-muted-foreground">
          Notiz
        </label>
        <Input
          id={`${id}-note`}
          value={draft.note}
          maxLength={FOLLOW_UP_NOTE_MAX_LENGTH}
          placeholder="z. B. Angebot nachfassen"
          onChange={(e) => change({ note: e.target.value })}
        />
      </div>
    </>
  );
}
