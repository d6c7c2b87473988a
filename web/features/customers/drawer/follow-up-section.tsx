import { addDays, berlinDay } from '@common/calendar-days';
import { formatDateTime } from '@common/format';
import {
  berlinTimeProblem,
  berlinWallTime,
  FOLLOW_UP_NOTE_MAX_LENGTH,
  type FollowUp,
} from '@common/schemas/follow-up';
import { Check } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { DatePicker } from '@/components/date-picker';
import {
  useCancelFollowUp,
  useCompleteFollowUp,
  useCustomerFollowUp,
  useOwners,
  useSetFollowUp,
} from '@/components/follow-ups/follow-up-api';
import { FollowUpDue } from '@/components/follow-ups/follow-up-due';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { dangerTone } from '@/lib/tones';

/** The address fragment that opens the form (the palette's 'Wiedervorlage setzen'). */
const FORM_HASH = '#wiedervorlage';

interface Draft {
  date: string;
  time: string;
  ownerId: string;
  note: string;
}

/** '9' → '09:00', '930' → '09:30', '14.30' → '14:30'; anything else as typed. */
function normalTime(text: string) {
  const t = text.trim().replace('.', ':');
  const m = /^(\d{1,2})(?::?(\d{2}))?$/.exec(t);
  return m ? `${m[1].padStart(2, '0')}:${m[2] ?? '00'}` : t;
}

/** Monday of next week (Berlin), for the quick choice 'Nächste Woche'. */
function nextMonday(today: string) {
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(today, (8 - weekday) % 7 || 7);
}

function draftOf(open: FollowUp | null, meId: number | undefined): Draft {
  if (open) {
    const wall = berlinWallTime(new Date(open.dueAt));
    return { ...wall, ownerId: String(open.ownerId ?? meId ?? ''), note: open.note ?? '' };
  }
  return { date: addDays(berlinDay(new Date()), 1), time: '09:00', ownerId: String(meId ?? ''), note: '' };
}

/**
 * 'Wiedervorlage' in the customer drawer (issue 24): when to come back, who does it and why; done
 * with one click. The history records every change ('Änderungen').
 */
export function FollowUpSection({
  customerId,
  companyId,
}: {
  customerId: number;
  companyId: number | undefined;
}) {
  const query = useCustomerFollowUp(customerId);
  const { user } = useCurrentUser();
  const complete = useCompleteFollowUp();
  const cancel = useCancelFollowUp();
  const [editing, setEditing] = useState(() => window.location.hash === FORM_HASH);
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (window.location.hash === FORM_HASH) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, []);

  const fail = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error), variant: 'destructive' });

  let body: ReactNode;
  if (query.isError) body = <LoadError error={query.error} onRetry={query.refetch} />;
  else if (!query.data || !user) body = <Skeleton className="h-16" />;
  else {
    const { open, lastDone } = query.data;
    // The server's rule: a colleague's follow-up is changed or deleted by admins and managers only.
    const mayChange =
      open !== null && (user.role !== 'user' || open.ownerId === user.id || open.createdById === user.id);
    body = (
      <div className="space-y-3">
        {open ? (
          <div className="space-y-2 rounded-md border p-3 text-sm">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <FollowUpDue dueAt={open.dueAt} className="text-sm" />
              <span className="text-muted-foreground">
                Bearbeiter: <span className="text-foreground">{open.ownerName ?? 'Niemand'}</span>
              </span>
            </div>
            {open.note && <p className="break-words">{open.note}</p>}
            <p className="text-xs text-muted-foreground">
              Gesetzt {open.createdByName ? `von ${open.createdByName} ` : ''}am{' '}
              {formatDateTime(open.createdAt)}
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
                    <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
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
        ) : (
          <p className="text-sm text-muted-foreground">Keine offene Wiedervorlage.</p>
        )}
        {lastDone && !open && (
          <p className="text-xs text-muted-foreground">
            Zuletzt erledigt am {formatDateTime(lastDone.doneAt)}
            {lastDone.doneByName ? ` von ${lastDone.doneByName}` : ''}
          </p>
        )}
        {editing ? (
          <FollowUpForm
            customerId={customerId}
            companyId={companyId}
            initial={draftOf(open, user.id)}
            changing={open !== null}
            onDone={() => setEditing(false)}
          />
        ) : (
          !open && (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              Wiedervorlage setzen
            </Button>
          )
        )}
      </div>
    );
  }
  return (
    <section ref={sectionRef} aria-labelledby="drawer-follow-up" className="scroll-mt-24 space-y-2">
      <h3 id="drawer-follow-up" className="text-sm font-semibold">
        Wiedervorlage
      </h3>
      {body}
    </section>
  );
}

function FollowUpForm({
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
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const owners = useOwners();
  const save = useSetFollowUp(customerId);
  const change = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblem(null);
  };
  const today = berlinDay(new Date());

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

  return (
    <form
      onSubmit={submit}
      aria-label="Wiedervorlage bearbeiten"
      className="space-y-3 rounded-md border bg-muted/30 p-3"
    >
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
      {problem && (
        <p role="alert" className={dangerTone.message}>
          {problem}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Abbrechen
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending || !companyId}>
          {save.isPending ? 'Speichert...' : changing ? 'Änderung speichern' : 'Wiedervorlage speichern'}
        </Button>
      </div>
    </form>
  );
}
