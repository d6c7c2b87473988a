import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

/**
 * Shows `placeholder` until it comes within 300 px of the viewport, then `children`, rendered as a
 * transition (in slices the browser can interrupt). For the dashboard's charts: below the first
 * screen on a phone, they do not hold up the numbers above them (issue 35, point 9).
 */
export function WhenVisible({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
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
  return seen ? children : <div ref={ref}>{placeholder}</div>;
}
