import { useEffect, useState } from 'react';
import { queryClient } from '@/lib/query-client';

// Once the first screen stood, later pages do not wait again.
let done = false;

/** Whether the page's code is in: no spinner of a loading chunk (web/app/page-loading.tsx) is shown. */
const pageShown = () => !document.querySelector('[data-page-loading]');

/**
 * False until the first page stands: its code is in, no query is under way, and the browser has a
 * moment to spare (at the latest after 3 s). The shell's lazy parts (bell, company controls) load
 * then, so the first screen's code, requests and renders go first (decision 069).
 */
export function useAfterFirstScreen() {
  const [ready, setReady] = useState(done);
  useEffect(() => {
    if (ready) return;
    const deadline = performance.now() + 3000;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      if ((pageShown() && queryClient.isFetching() === 0) || performance.now() > deadline) {
        done = true;
        // An idle moment where the browser offers one (not Safari), so the last render paints first.
        if ('requestIdleCallback' in window)
          window.requestIdleCallback(() => setReady(true), { timeout: 500 });
        else setReady(true);
      } else timer = setTimeout(check, 100);
    };
    timer = setTimeout(check, 100);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready;
}
