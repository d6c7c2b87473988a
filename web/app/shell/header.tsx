import { APP_SUBTITLE, APP_TITLE, APP_TITLE_SHORT } from '@common/constants';
import { Star } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { UserMenu } from './user-menu';

// The company dropdown and its dialogs (Radix Select, the companies feature) load after the first
// paint, keeping the first page's JavaScript small.
const CompanyControls = lazy(() =>
  import('./company-controls').then((m) => ({ default: m.CompanyControls })),
);

/** Title (short on small screens) and subtitle, the page's company controls, the user menu. */
export function Header({ children }: { children?: ReactNode }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 flex h-16 items-center gap-2 border-b bg-card px-3 sm:gap-4 sm:px-4">
      <div className="flex min-w-0 items-center gap-2">
        {/* Below sm the logo gives way to the company controls. */}
        <div className="hidden size-9 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground sm:flex">
          <Star className="size-5" aria-hidden />
        </div>
        <div className="min-w-0 leading-tight">
          <div className="font-semibold">
            <span className="hidden md:inline">{APP_TITLE}</span>
            <span className="md:hidden">{APP_TITLE_SHORT}</span>
          </div>
          <div className="hidden truncate text-xs text-muted-foreground sm:block">{APP_SUBTITLE}</div>
        </div>
      </div>
      <div className="flex min-w-0 flex-1 items-center justify-end gap-2">
        {children}
        <Suspense fallback={null}>
          <CompanyControls />
        </Suspense>
      </div>
      <UserMenu />
    </header>
  );
}
