import { formatCount } from '@common/format';
import { X } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import type { BulkSelection } from './use-bulk-selection';

/**
 * A row's checkbox. The label around it widens the target for a finger and keeps the click from
 * opening the row (VirtualTable's row click, the card's link).
 */
export function SelectRowCheckbox({
  selection,
  id,
  name,
  loadedIds,
}: {
  selection: BulkSelection;
  id: number;
  /** What the row is called, for the accessible name '{name} auswählen'. */
  name: string;
  loadedIds: readonly number[];
}) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the Radix checkbox (a button) inside
    // biome-ignore lint/a11y/useKeyWithClickEvents: only stops the click reaching the row; the checkbox takes the keys
    <label className="-m-2 inline-flex cursor-pointer p-2" onClick={(e) => e.stopPropagation()}>
      <Checkbox
        className="size-5 md:size-4"
        aria-label={`${name} auswählen`}
        checked={selection.isSelected(id)}
        onCheckedChange={() => selection.toggle(id, loadedIds)}
      />
    </label>
  );
}

/** The header checkbox: every loaded row (the list's shown rows) on or off; half when some are ticked. */
export function SelectLoadedCheckbox({
  selection,
  loadedIds,
  label = 'Alle geladenen auswählen',
}: {
  selection: BulkSelection;
  loadedIds: readonly number[];
  label?: string;
}) {
  const state = selection.loadedState(loadedIds);
  return (
    <Checkbox
      aria-label={label}
      checked={state}
      disabled={loadedIds.length === 0}
      onCheckedChange={() => selection.setLoaded(loadedIds, state !== true)}
    />
  );
}

interface BulkBarProps {
  selection: BulkSelection;
  /** Rows matching the filter (the list's X-Total-Count or the tab's count). */
  total: number;
  /** The same for reading: '1.234' or '10.000+'. */
  totalText?: string;
  /** What a row is: 'Kunde' / 'Kunden'. */
  noun: { one: string; many: string };
  /** The actions on the selection (buttons, a menu). */
  children?: ReactNode;
  className?: string;
}

/**
 * The bar under a list while rows are selected: how many ('3 ausgewählt'), 'Alle N auswählen' (every
 * row of the filter, loaded or not), 'Auswahl aufheben' and the actions. The count is announced to
 * screen readers as it changes (a live region that stays mounted); Esc in the bar clears the selection.
 */
export function BulkBar({ selection, total, totalText, noun, children, className }: BulkBarProps) {
  const count = selection.count(total);
  const all = totalText ?? formatCount(total);
  const countText = selection.allMatching
    ? `Alle ${all} ${total === 1 ? noun.one : noun.many} ausgewählt`
    : `${formatCount(count)} ausgewählt`;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) selection.clear();
  };
  return (
    <>
      <p role="status" className="sr-only">
        {count > 0 ? countText : ''}
      </p>
      {count > 0 && (
        <section
          aria-label="Auswahl"
          onKeyDown={onKeyDown}
          className={cn(
            'sticky bottom-3 z-20 mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-background p-2 pl-3 shadow-lg',
            className,
          )}
        >
          <div className="flex min-w-0 basis-full items-center gap-x-3 sm:basis-auto sm:flex-1">
            <span className="shrink-0 text-sm font-medium tabular-nums" data-testid="bulk-count">
              {countText}
            </span>
            {!selection.allMatching && total > count && (
              <Button
                variant="link"
                size="sm"
                className="h-auto min-w-0 shrink px-0 text-left whitespace-normal"
                onClick={selection.selectAllMatching}
              >
                {`Alle ${all} ${noun.many} auswählen`}
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              className="ml-auto shrink-0 px-2 sm:ml-0"
              title="Auswahl aufheben (Esc)"
              onClick={selection.clear}
            >
              <X aria-hidden />
              {/* On a phone the cross alone; its name stays for screen readers. */}
              <span className="sr-only sm:not-sr-only">Auswahl aufheben</span>
            </Button>
          </div>
          {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
        </section>
      )}
    </>
  );
}
