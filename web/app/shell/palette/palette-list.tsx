import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { Command } from './palette-commands';

/** The listbox of the found commands by group; the cursor is `current`, the keys stay in the search field. */
export function PaletteList({
  listId,
  commands,
  current,
  optionId,
  onHover,
  onRun,
  children,
}: {
  listId: string;
  commands: Command[];
  current: number;
  optionId(index: number): string;
  onHover(index: number): void;
  onRun(command: Command): void;
  /** Notes below the hits ('Keine Treffer', 'Suche Kunden …'). */
  children?: ReactNode;
}) {
  const groups = [...new Set(commands.map((c) => c.group))];
  return (
    <div id={listId} role="listbox" aria-label="Treffer" className="overflow-y-auto p-2">
      {groups.map((group) => (
        // biome-ignore lint/a11y/useSemanticElements: a listbox's group is a role, not a form's fieldset
        <div key={group} role="group" aria-labelledby={`${listId}-${group}`}>
          <div id={`${listId}-${group}`} className="px-2 pt-2 pb-1 text-xs font-medium text-muted-foreground">
            {group}
          </div>
          {commands.map((command, index) =>
            command.group !== group ? null : (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the search field's (combobox)
              <div
                key={command.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === current}
                tabIndex={-1}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm',
                  index === current && 'bg-accent text-accent-foreground',
                )}
                onPointerMove={() => index !== current && onHover(index)}
                onClick={() => onRun(command)}
              >
                <command.icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                <span className="min-w-0 truncate">{command.label}</span>
                {command.detail && (
                  <span className="ml-auto min-w-0 truncate pl-2 text-xs text-muted-foreground">
                    {command.detail}
                  </span>
                )}
              </div>
            ),
          )}
        </div>
      ))}
      {children}
    </div>
  );
}
