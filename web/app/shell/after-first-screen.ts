import { startTransition, useEffect, useState } from 'react';
import { queryClient } from '@/lib/query-client';

// Once the first screen stood, later pages do not wait again.
let done = false;
// One check for every caller (header, sidebar, user menu, notices), not a timer apiece.
let firstScreen: Promise<void> | undefined;

/** Whether the page's code is in: no spinner of a loading chunk (web/app/page-loading.tsx) is shown. */
const pageShown = () => !document.querySelector('[data-page-loading]');

/** Settles once the first page stands: its code is in, no query is under way (at the latest after 3 s). */
function whenFirstScreenStands() {
  firstScreen ??= new Promise<void>((resolve) => {
    const deadline = performance.now() + 3000;
    const check = () => {
      if ((pageShown() && queryClient.isFetching() === 0) || performance.now() > deadline) {
        done = true;
        // An idle moment where the browser offers one (not Safari), so the last render paints first.
        if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 500 });
        else resolve();
      } else setTimeout(check, 100);
    };
    setTimeout(check, 100);
  });
  return firstScreen;
}

/**
 * False until the first page stands and the browser has a moment to spare. The shell's lazy parts
 * (bell, company controls, user menu, notices) load then, so the first screen's code, requests and
 * renders go first (decisions 069, 089).
 */
export function useAfterFirstScreen() {
  const [ready, setReady] = useState(done);
  useEffect(() => {
    if (ready) return;
    let mounted = true;
    // A transition: React renders the lazy parts in slices the browser can interrupt.
    void whenFirstScreenStands().then(() => mounted && startTransition(() => setReady(true)));
    return () => {
      mounted = false;
    };
  }, [ready]);
  return ready;
}
