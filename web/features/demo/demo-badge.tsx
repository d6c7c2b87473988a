import { FlaskConical } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '@/lib/paths';
import { useDemo } from './api/demo';

/** In the header, in demo mode only: says so, and leads to the mails the demo sent. */
export function DemoBadge() {
  if (!useDemo()) return null;
  return (
    <Link
      href={paths.demoMails}
      title="Demo-Modus: simuliertes Apify, E-Mails ins Demo-Postfach"
      className="flex shrink-0 items-center gap-1.5 rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-xs font-semibold text-amber-950 hover:bg-amber-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <FlaskConical className="size-4" aria-hidden />
      <span>Demo</span>
      <span className="hidden xl:inline">· Postfach</span>
    </Link>
  );
}
