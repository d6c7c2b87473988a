import type { Removal } from '@common/schemas/removal';
import { Link, useLocation, useSearch } from 'wouter';

/** The address of the list with one case open (`?removal=`); the list's own state stays. */
export function useRemovalHref() {
  const [path] = useLocation();
  const search = useSearch();
  return (id: number) => {
    const params = new URLSearchParams(search);
    params.set('removal', String(id));
    return `${path}?${params}`;
  };
}

/** A click anywhere on a case's row opens it, as the customer link does (Enter on the link). */
export function useOpenRemovalRow() {
  const [, navigate] = useLocation();
  const href = useRemovalHref();
  return (r: Removal) => navigate(href(r.id));
}

/** The customer's name, the keyboard's way into the case (its details in the side sheet). */
export function RemovalLink({ removal }: { removal: Removal }) {
  const href = useRemovalHref();
  return (
    <Link
      href={href(removal.id)}
      data-removal-link={removal.id}
      className="line-clamp-2 rounded-sm font-medium break-words underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      aria-label={`Löschauftrag für ${removal.customerName} öffnen`}
      title={removal.customerName}
    >
      {removal.customerName}
    </Link>
  );
}
