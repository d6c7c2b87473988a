import type { ReviewRemoval } from '@common/schemas/review';
import { Link } from 'wouter';
import { RemovalStateBadge } from '@/components/badges/removal-state-badge';
import { paths } from '@/lib/paths';

/** The page of one case: the company's 'Löschaufträge' with the case open. */
export const removalCasePath = (companyId: number, removalId: number) =>
  `${paths.companyPage('removals-new', companyId)}?removal=${removalId}`;

/** A review's case as its state badge, leading to the case. */
export function RemovalCaseLink({ companyId, removal }: { companyId: number; removal: ReviewRemoval }) {
  return (
    <Link
      href={removalCasePath(companyId, removal.id)}
      className="inline-flex rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      title="Löschauftrag öffnen"
    >
      <span className="sr-only">Löschauftrag: </span>
      <RemovalStateBadge state={removal.state} className="cursor-pointer hover:underline" />
    </Link>
  );
}
