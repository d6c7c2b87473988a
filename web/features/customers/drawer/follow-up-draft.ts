import { addDays, berlinDay } from '@common/calendar-days';
import { berlinTimeProblem, berlinWallTime, type FollowUp } from '@common/schemas/follow-up';
import { type FormEvent, useState } from 'react';
import { useSetFollowUp } from '@/components/follow-ups/follow-up-api';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';

/** The address fragment that opens the form (the palette's 'Wiedervorlage setzen'). */
export const FORM_HASH = '#wiedervorlage';

export interface Draft {
  date: string;
  time: string;
  ownerId: string;
  note: string;
}

/** '9' → '09:00', '930' → '09:30', '14.30' → '14:30'; anything else as typed. */
export function normalTime(text: string) {
  const t = text.trim().replace('.', ':');
  const m = /^(\d{1,2})(?::?(\d{2}))?$/.exec(t);
  return m ? `${m[1].padStart(2, '0')}:${m[2] ?? '00'}` : t;
}

/** Monday of next week (Berlin), for the quick choice 'Nächste Woche'. */
export function nextMonday(today: string) {
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(today, (8 - weekday) % 7 || 7);
}

export function draftOf(open: FollowUp | null, meId: number | undefined): Draft {
  if (open) {
    const wall = berlinWallTime(new Date(open.dueAt));
    return { ...wall, ownerId: String(open.ownerId ?? meId ?? ''), note: open.note ?? '' };
  }
  return { date: addDays(berlinDay(new Date()), 1), time: '09:00', ownerId: String(meId ?? ''), note: '' };
}

/**
 * The follow-up being set or changed and its save: the day and the time are checked here (a time
 * Berlin skips or repeats is named), the rest by the server; a refusal stays as `problem`.
 */
export function useFollowUpDraft({
  customerId,
  companyId,
  initial,
  changing,
  onDone,
}: {
  customerId: number;
  companyId: number | undefined;
  initial: Draft;
  changing: boolean;
  onDone(): void;
}) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetFollowUp(customerId);
  const change = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.date) return setProblem('Bitte ein Datum wählen.');
    const time = normalTime(draft.time);
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time))
      return setProblem('Uhrzeit nicht erkannt – bitte als HH:MM eingeben, z. B. 14:30.');
    const dst = berlinTimeProblem(draft.date, time);
    if (dst) return setProblem(dst);
    if (!companyId) return;
    save.mutate(
      {
        companyId,
        date: draft.date,
        time,
        ownerId: draft.ownerId ? Number(draft.ownerId) : undefined,
        note: draft.note.trim() || null,
      },
      {
        onSuccess: () => {
          toast({ title: changing ? 'Wiedervorlage geändert' : 'Wiedervorlage gesetzt' });
          if (window.location.hash === FORM_HASH)
            history.replaceState(null, '', window.location.href.split('#')[0]);
          onDone();
        },
        onError: (error) => setProblem(errorMessage(error, 'Wiedervorlage konnte nicht gespeichert werden')),
      },
    );
  };

  return { draft, change, problem, submit, pending: save.isPending };
}
