import { DEFAULT_COMPANY_ID } from '@common/constants';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { companyIdInPath } from '@/features/companies/company-path';
import { useSelectedCompanyId } from '@/features/companies/company-selection';
import { DemoBadge } from '@/features/demo/demo-badge';
import { useCurrentUser } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useAfterFirstScreen } from './after-first-screen';
import { isNavItemActive, navItemsFor } from './nav-items';

// The bell and the demo badge sit here on a phone only (in the header from sm on); the bell loads
// once the first page stands (useAfterFirstScreen).
const AlertBell = lazy(() => import('@/features/alerts/alert-bell').then((m) => ({ default: m.AlertBell })));

/** Full labels from the large breakpoint on, icons only below it (docs/product.md §2). */
export function Sidebar() {
  const [path] = useLocation();
  const selected = useSelectedCompanyId();
  // docs/product.md §2: the id in the path, default 1; pages without one (/users) keep the header's selection.
  const companyId = companyIdInPath(path) ?? selected ?? DEFAULT_COMPANY_ID;
  const { user } = useCurrentUser();
  const later = useAfterFirstScreen();
  return (
    <nav
      aria-label="Hauptnavigation"
      className="fixed top-16 bottom-0 left-0 z-30 w-16 overflow-y-auto border-r bg-card lg:w-64"
    >
      <div className="space-y-2 px-2 pt-2 empty:hidden sm:hidden">
        <DemoBadge placement="rail" />
        {later && (
          <Suspense fallback={null}>
            <AlertBell placement="rail" />
          </Suspense>
        )}
      </div>
      <ul className="space-y-1 p-2 lg:p-3">
        {navItemsFor(user?.role).map((item) => {
          const active = isNavItemActive(item, path, companyId);
          const Icon = item.icon;
          return (
            <li key={item.label}>
              <Link
                href={item.href(companyId)}
                title={item.label}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center justify-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground lg:justify-start',
                  active && 'bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary',
                )}
              >
                <Icon className="size-5 shrink-0" aria-hidden />
                <span className="sr-only lg:not-sr-only">{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
