import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import type { Command } from './palette-commands';
import { moveActive } from './palette-match';

/**
 * The cursor in the palette's listbox: arrows, Home and End move it (Home and End only while the
 * field is empty, else they are the text field's), Enter runs the command under it.
 */
export function usePaletteCursor(
  commands: Command[],
  text: string,
  hitCount: number,
  runCommand: (command: Command | undefined) => void,
) {
  const [active, setActive] = useState(0);
  const listId = useId();
  const current = Math.min(active, commands.length - 1);
  const optionId = (index: number) => `${listId}-${index}`;

  // The list changes under the cursor while typing: start again at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on new text and new hits only
  useEffect(() => setActive(0), [text, hitCount]);
  useEffect(() => {
    document.getElementById(optionId(current))?.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      if ((event.key === 'Home' || event.key === 'End') && text) return; // keys of the text field
      event.preventDefault();
      setActive(moveActive(current, commands.length, event.key));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      runCommand(commands[current]);
    }
  };

  return { listId, current, optionId, setActive, onKeyDown };
}
