import { FlaskConical } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useDemo } from './api/demo';

const title = 'Demo-Modus: simuliertes Apify, E-Mails ins Demo-Postfach';
const tone =
  'border border-amber-300 bg-amber-50 text-amber-950 hover:bg-amber-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100';

/**
 * In demo mode only: says so, and leads to the mails the demo sent. In the header from sm on; on a
 * phone at the top of the navigation rail, as the bell, so the header keeps its room for the
 * company's name (issue 34 point 9).
 */
export function DemoBadge({ placement }: { placement: 'header' | 'rail' }) {
  if (!useDemo()) return null;
  if (placement === 'rail') {
    return (
      <Link
        href={paths.demoMails}
        title={title}
        className={cn(
          'flex flex-col items-center gap-0.5 rounded-md px-1 py-1.5 text-[10px] font-semibold sm:hidden',
          tone,
        )}
      >
        <FlaskConical className="size-4" aria-hidden />
        <span>Demo</span>
      </Link>
    );
  }
  return (
    <Link
      href={paths.demoMails}
      title={title}
      className={cn(
        'hidden shrink-0 items-center gap-1.5 rounded-md px-2 py-1 text-xs font-semibold sm:flex',
        tone,
      )}
    >
      <FlaskConical className="size-4" aria-hidden />
      <span>Demo</span>
      <span className="hidden xl:inline">· Postfach</span>
    </Link>
  );
}
