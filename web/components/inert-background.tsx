import { useEffect, useRef } from 'react';

/**
 * Rendered inside a modal popup (an open Select or dropdown menu): while it is there, everything
 * else in <body> is inert. Radix hides the rest with aria-hidden and keeps Tab inside the popup;
 * inert also takes the hidden controls out of the focus order, which is what aria-hidden asks for
 * (axe 'aria-hidden-focus', issue 19). Removed again before Radix returns focus to the trigger.
 */
export function InertBackground() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    // Closed, Radix keeps a Select's items in a detached fragment: nothing to do there.
    const popup = marker.current?.closest('body > *');
    if (!popup) return;
    const made: Element[] = [];
    for (const element of document.body.children) {
      if (element === popup || element.hasAttribute('inert')) continue;
      if (element.hasAttribute('data-radix-focus-guard') || element.matches('script, style')) continue;
      element.setAttribute('inert', '');
      made.push(element);
    }
    return () => {
      for (const element of made) element.removeAttribute('inert');
    };
  }, []);
  return <span ref={marker} hidden />;
}
