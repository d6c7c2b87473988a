import type { EmailLog } from '@common/schemas/email-log';
import { Link, useLocation, useSearch } from 'wouter';
import { TruncatedText } from '@/components/truncated-text';

/** The subject opens the e-mail in the detail view; the log id stands in the address (shareable). */
export function EmailLogLink({ log }: { log: EmailLog }) {
  const [path] = useLocation();
  // The list's own state (search, filter) stays in the address beside the log.
  const search = new URLSearchParams(useSearch());
  search.set('log', String(log.id));
  return (
    <Link
      href={`${path}?${search}`}
      className="block min-w-0 rounded-sm underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      aria-label={`E-Mail „${log.emailSubject}“ anzeigen`}
    >
      <TruncatedText text={log.emailSubject} />
    </Link>
  );
}
