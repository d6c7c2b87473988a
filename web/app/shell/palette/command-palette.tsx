import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { type Command, usePaletteCommands } from './palette-commands';
import { usePaletteCursor } from './palette-cursor';
import { PaletteKeyHints, PaletteSearchField } from './palette-frame';
import { PaletteList } from './palette-list';

/**
 * Ctrl+K / ⌘K (docs/product.md, "Keyboard"): jump to a customer, a page or a company, or run
 * 'Neuer Kunde', 'Neue Firma', 'Manueller Scan'. A combobox: arrows move, Enter runs, Esc closes.
 */
export default function CommandPalette({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const [text, setText] = useState('');
  const { commands, hits, searching } = usePaletteCommands(text);
  const ran = useRef(false);

  useEffect(() => {
    if (open) {
      setText('');
      ran.current = false;
    }
  }, [open]);

  const runCommand = (command: Command | undefined) => {
    if (!command) return;
    ran.current = true;
    onOpenChange(false);
    command.run();
  };

  const { listId, current, optionId, setActive, onKeyDown } = usePaletteCursor(
    commands,
    text,
    hits.length,
    runCommand,
  );

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <DialogPrimitive.Content
          className="fixed top-[12vh] left-1/2 z-50 flex max-h-[76vh] w-[min(40rem,calc(100vw-1.5rem))] -translate-x-1/2 flex-col overflow-hidden rounded-xl border bg-popover text-popover-foreground shadow-2xl outline-none"
          aria-describedby={undefined}
          // After a command the page or the dialog it opened has the focus, not the old trigger.
          onCloseAutoFocus={(event) => ran.current && event.preventDefault()}
        >
          <DialogPrimitive.Title className="sr-only">Befehlspalette</DialogPrimitive.Title>
          <PaletteSearchField
            listId={listId}
            activeId={commands.length ? optionId(current) : undefined}
            value={text}
            onChange={setText}
            onKeyDown={onKeyDown}
          />
          <PaletteList
            listId={listId}
            commands={commands}
            current={current}
            optionId={optionId}
            onHover={setActive}
            onRun={runCommand}
          >
            {commands.length === 0 && !searching && (
              <p className="px-2 py-6 text-center text-sm text-muted-foreground">
                Keine Treffer für „{text.trim()}“
              </p>
            )}
            {searching && hits.length === 0 && (
              <p className="px-2 py-2 text-sm text-muted-foreground" role="status">
                Suche Kunden …
              </p>
            )}
          </PaletteList>
          <PaletteKeyHints />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
