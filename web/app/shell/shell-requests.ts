import { useEffect, useRef } from 'react';

/**
 * What the command palette asks other parts of the shell to do: the header's company controls own
 * the 'Neuer Kunde' and 'Neue Firma' dialogs, the shell owns the palette itself.
 */
export type ShellRequest = 'open-palette' | 'new-customer' | 'new-company';

const bus = new EventTarget();

export function requestShell(request: ShellRequest) {
  bus.dispatchEvent(new Event(request));
}

/** Runs `handler` on each `request` while the component is mounted. */
export function useShellRequest(request: ShellRequest, handler: () => void) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener = () => latest.current();
    bus.addEventListener(request, listener);
    return () => bus.removeEventListener(request, listener);
  }, [request]);
}
