import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

/**
 * A still box (`className`: its size and colour) until it comes within 300 px of the viewport, then
 * `children`, rendered as a transition (in slices the browser can interrupt). For the dashboard's
 * charts: below the first screen on a phone, they do not hold up the numbers above them (issue 35,
 * point 9). Still, not a pulsing skeleton: nothing is loading until it is scrolled near.
 */
export function WhenVisible({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setSeen(true));
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return seen ? children : <div ref={ref} className={className} />;
}
