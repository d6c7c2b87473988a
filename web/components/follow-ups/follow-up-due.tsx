import { addDays, berlinDay } from '@common/calendar-days';
import { formatDateTime } from '@common/format';
import { berlinWallTime } from '@common/schemas/follow-up';
import { AlarmClock, CalendarClock } from 'lucide-react';
import { cn } from '@/lib/cn';

/** 'Heute, 14:00', 'Morgen, 09:00' or 'Di. 14.01.2030, 14:00' (Berlin time). */
export function followUpDueText(dueAt: string, now = new Date()) {
  const due = new Date(dueAt);
  const { date, time } = berlinWallTime(due);
  const today = berlinDay(now);
  if (date === today) return `Heute, ${time}`;
  if (date === addDays(today, 1)) return `Morgen, ${time}`;
  const weekday = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', weekday: 'short' }).format(
    due,
  );
  return `${weekday} ${formatDateTime(due).replace(' ', ', ')}`;
}

/**
 * When a follow-up is due, with an icon; an overdue one in red with its own icon and the word
 * 'Überfällig', so it does not rest on colour alone.
 */
export function FollowUpDue({
  dueAt,
  prefix,
  title,
  className,
}: {
  dueAt: string;
  /** Words before the moment ('Wiedervorlage'), where the context does not say it. */
  prefix?: string;
  title?: string;
  className?: string;
}) {
  const overdue = new Date(dueAt).getTime() < Date.now();
  const Icon = overdue ? AlarmClock : CalendarClock;
  return (
    <span
      className={cn(
        'inline-flex min-w-0 items-start gap-1.5 tabular-nums',
        // Darker than dangerTone.icon: small text on a hovered or selected row needs 4.5:1.
        overdue && 'font-medium text-red-700 dark:text-red-400',
        className,
      )}
    >
      <Icon className="mt-[0.2em] size-3.5 shrink-0" aria-hidden />
      <span className="min-w-0 break-words" title={title}>
        {prefix && `${prefix}: `}
        {overdue && 'Überfällig · '}
        {followUpDueText(dueAt)}
      </span>
    </span>
  );
}
