import { useState } from 'react';

/**
 * For a dialog opened from the address (`?customer=`, `?log=`) rather than a Radix trigger: Radix
 * then has nothing to focus on close and focus fell to the page's start (issue 19). This keeps
 * what had focus when the dialog opened (the eye button, the subject link) and focuses it again;
 * when a list redrew that element, the one matching `fallback` (a selector) takes its place.
 * Pass the result as `onCloseAutoFocus`.
 */
export function useReturnFocus(fallback?: () => string | undefined) {
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null,
  );
  return (event: Event) => {
    const selector = fallback?.();
    const target = opener?.isConnected
      ? opener
      : selector
        ? document.querySelector<HTMLElement>(selector)
        : null;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
}
