import { Search } from 'lucide-react';
import type { KeyboardEvent } from 'react';

/** The palette's search field: a combobox over the listbox `listId`, its cursor at `activeId`. */
export function PaletteSearchField({
  listId,
  activeId,
  value,
  onChange,
  onKeyDown,
}: {
  listId: string;
  activeId: string | undefined;
  value: string;
  onChange(text: string): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
}) {
  return (
    <div className="flex items-center gap-2 border-b px-3">
      <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <input
        className="h-12 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground sm:text-sm"
        placeholder="Kunde, Seite oder Befehl suchen …"
        aria-label="Kunde, Seite oder Befehl suchen"
        role="combobox"
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <kbd className="hidden shrink-0 rounded border px-1.5 py-0.5 text-[10px] text-muted-foreground sm:block">
        Esc
      </kbd>
    </div>
  );
}

/** The keys at the palette's foot (for the eye; the screen reader has the combobox's roles). */
export function PaletteKeyHints() {
  return (
    <div className="hidden gap-4 border-t px-3 py-2 text-xs text-muted-foreground sm:flex" aria-hidden>
      <span>↑ ↓ auswählen</span>
      <span>↵ ausführen</span>
      <span>Esc schließen</span>
    </div>
  );
}
