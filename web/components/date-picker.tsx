import { CalendarDays, ChevronLeft, ChevronRight, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';

// A German date field (docs/product.md §9: dd.MM.yyyy, weeks start on Monday), the same in every
// browser, unlike <input type="date">, which follows the browser's own locale. Values are ISO days.

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const fromIso = (v: string) => {
  const [y, m, d] = v.split('-').map(Number);
  return new Date(y, m - 1, d);
};
export const toGerman = (v: string) => (v ? v.split('-').reverse().join('.') : '');

/** '5.3.2026' or '05.03.2026' → '2026-03-05'; '' → ''; anything else (or a day that does not exist) → null. */
export function parseGermanDate(text: string): string | null {
  const t = text.trim();
  if (t === '') return '';
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(t);
  if (!m) return null;
  const d = new Date(Number(m[3]), Number(m[2]) - 1, Number(m[1]));
  return d.getDate() === Number(m[1]) && d.getMonth() === Number(m[2]) - 1 ? iso(d) : null;
}

const monthName = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric' });
const dayLabel = new Intl.DateTimeFormat('de-DE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const weekdays = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];
const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);

/** The six weeks shown for a month, Monday first. */
function monthGrid(month: Date) {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const start = addDays(first, -((first.getDay() + 6) % 7));
  return Array.from({ length: 6 }, (_, w) => Array.from({ length: 7 }, (_, i) => addDays(start, w * 7 + i)));
}

function Calendar({ value, max, onPick }: { value: string; max?: string; onPick(day: string): void }) {
  // Days after `max` are not offered; the focus never moves past it.
  const clamp = (d: Date) => (max && iso(d) > max ? fromIso(max) : d);
  const [focused, setFocused] = useState(() => clamp(value ? fromIso(value) : new Date()));
  const grid = useRef<HTMLTableElement>(null);
  const today = iso(new Date());
  // The focused day follows the keys, also into the next month.
  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${iso(focused)}"]`)?.focus();
  }, [focused]);
  const move: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
  const onKey = (e: KeyboardEvent) => {
    if (e.key in move) {
      e.preventDefault();
      setFocused((d) => clamp(addDays(d, move[e.key])));
    } else if (e.key === 'PageUp' || e.key === 'PageDown') {
      e.preventDefault();
      setFocused((d) =>
        clamp(new Date(d.getFullYear(), d.getMonth() + (e.key === 'PageUp' ? -1 : 1), d.getDate())),
      );
    }
  };
  const shift = (n: number) => setFocused((d) => clamp(new Date(d.getFullYear(), d.getMonth() + n, 1)));
  const nextMonthStart = iso(new Date(focused.getFullYear(), focused.getMonth() + 1, 1));
  const atEnd = max !== undefined && nextMonthStart > max;
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between">
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label="Vorheriger Monat"
          onClick={() => shift(-1)}
        >
          <ChevronLeft className="size-4" aria-hidden />
        </Button>
        <p className="text-sm font-medium" aria-live="polite">
          {monthName.format(focused)}
        </p>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label="Nächster Monat"
          disabled={atEnd}
          onClick={() => shift(1)}
        >
          <ChevronRight className="size-4" aria-hidden />
        </Button>
      </div>
      <table ref={grid} aria-label={monthName.format(focused)} className="border-collapse" onKeyDown={onKey}>
        <thead>
          <tr>
            {weekdays.map((d) => (
              <th key={d} scope="col" className="size-9 text-xs font-normal text-muted-foreground">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(focused).map((week) => (
            <tr key={iso(week[0])}>
              {week.map((day) => {
                const key = iso(day);
                const outside = day.getMonth() !== focused.getMonth();
                const future = max !== undefined && key > max;
                return (
                  <td key={key} className="p-0">
                    <button
                      type="button"
                      data-day={key}
                      tabIndex={key === iso(focused) ? 0 : -1}
                      aria-label={dayLabel.format(day)}
                      aria-pressed={key === value}
                      disabled={future}
                      onClick={() => onPick(key)}
                      className={cn(
                        'size-9 rounded-md text-sm tabular-nums hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                        outside && 'text-muted-foreground/60',
                        future &&
                          'cursor-not-allowed text-muted-foreground/40 line-through hover:bg-transparent',
                        key === today && 'font-semibold underline underline-offset-4',
                        key === value && 'bg-primary text-primary-foreground hover:bg-primary/90',
                      )}
                    >
                      {day.getDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Today as yyyy-MM-dd in the browser's time zone. */
export const todayIso = () => iso(new Date());

/**
 * A date typed as TT.MM.JJJJ or picked from a German calendar; '' clears it. A text that is no
 * date, or a day after `max`, is said under the field and not applied (issue 19).
 */
export function DatePicker({
  label,
  value,
  max,
  onChange,
  className,
}: {
  label: string;
  /** yyyy-MM-dd or ''. */
  value: string;
  /** The last day offered (yyyy-MM-dd), e.g. today for a filter on past dates. */
  max?: string;
  onChange(value: string): void;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(toGerman(value));
  const [problem, setProblem] = useState<string | null>(null);
  const invalid = problem !== null;
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setText(toGerman(value));
    setProblem(null);
  }, [value]);
  const commit = () => {
    const parsed = parseGermanDate(text);
    if (parsed === null) return setProblem('Datum nicht erkannt – bitte als TT.MM.JJJJ eingeben');
    if (max && parsed > max) return setProblem(`Bitte ein Datum bis ${toGerman(max)} wählen`);
    setProblem(null);
    if (parsed !== value) onChange(parsed);
  };
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="shrink-0 text-sm text-muted-foreground">
        {label}
      </label>
      <div className="relative w-full sm:w-44">
        <Input
          id={id}
          inputMode="numeric"
          placeholder="TT.MM.JJJJ"
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className="pr-16"
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => e.key === 'Enter' && commit()}
        />
        <div className="absolute inset-y-0 right-1 flex items-center">
          {value && (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-7"
              aria-label={`${label} löschen`}
              onClick={() => onChange('')}
            >
              <X className="size-3.5" aria-hidden />
            </Button>
          )}
          <Popover open={open} onOpenChange={setOpen}>
            <PopoverTrigger asChild>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label="Kalender öffnen"
              >
                <CalendarDays className="size-4" aria-hidden />
              </Button>
            </PopoverTrigger>
            <PopoverContent align="end" className="w-auto p-3">
              <Calendar
                value={value}
                max={max}
                onPick={(day) => {
                  onChange(day);
                  setOpen(false);
                }}
              />
            </PopoverContent>
          </Popover>
        </div>
        {invalid && (
          <p id={`${id}-error`} role="alert" className="absolute top-full mt-1 text-xs text-destructive">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
