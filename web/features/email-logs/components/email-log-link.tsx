import type { EmailLog } from '@common/schemas/email-log';
import { Link, useLocation, useSearch } from 'wouter';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

/** The address of the list with one log open (`?log=`); the list's own state (search, filter) stays. */
export function useLogHref() {
  const [path] = useLocation();
  const search = useSearch();
  return (id: number) => {
    const params = new URLSearchParams(search);
    params.set('log', String(id));
    return `${path}?${params}`;
  };
}

/**
 * The subject opens the e-mail in the detail view; the log id stands in the address (shareable).
 * The cell stays one line (docs/product.md §9: subjects are truncated); the whole subject shows on
 * hover and on keyboard focus, and on a phone, where nothing hovers, the card wraps it onto a
 * second line and a tap opens the mail with the whole subject as its title (issue 19).
 */
export function EmailLogLink({ log }: { log: EmailLog }) {
  const href = useLogHref();
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Link
          href={href(log.id)}
          className="block min-w-0 truncate rounded-sm underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none max-md:line-clamp-2 max-md:whitespace-normal max-md:break-words"
          aria-label={`E-Mail „${log.emailSubject}“ anzeigen`}
        >
          {log.emailSubject}
        </Link>
      </TooltipTrigger>
      <TooltipContent side="bottom" align="start" className="max-w-sm break-words">
        {log.emailSubject}
      </TooltipContent>
    </Tooltip>
  );
}
