import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; re-renders when it changes (e.g. the window is resized). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's md breakpoint: tables from here on, cards below. */
export const useIsWide = () => useMediaQuery('(min-width: 48rem)');
