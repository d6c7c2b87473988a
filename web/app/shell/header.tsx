import { APP_SUBTITLE, APP_TITLE, APP_TITLE_SHORT } from '@common/constants';
import { Search, Star } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { DemoBadge } from '@/features/demo/demo-badge';
import { useAfterFirstScreen } from './after-first-screen';
import { paletteShortcutLabel } from './palette/palette-match';
import { requestShell } from './shell-requests';
import { UserMenu } from './user-menu';

// The company dropdown and its dialogs (Radix Select, the companies feature) load once the first
// page stands (useAfterFirstScreen), keeping the first screen's JavaScript small.
const CompanyControls = lazy(() =>
  import('./company-controls').then((m) => ({ default: m.CompanyControls })),
);

// The bell (issue 24): its popover, list and polling load after the first paint too.
const AlertBell = lazy(() => import('@/features/alerts/alert-bell').then((m) => ({ default: m.AlertBell })));

/** Title (short on small screens) and subtitle, the page's company controls, the user menu. */
export function Header({ children }: { children?: ReactNode }) {
  const later = useAfterFirstScreen();
  return (
    <header className="fixed inset-x-0 top-0 z-40 flex h-16 items-center gap-0.5 border-b bg-card px-2.5 sm:gap-4 sm:px-4">
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
      <DemoBadge placement="header" />
      <div className="flex min-w-0 flex-1 items-center justify-end gap-2">
        {children}
        {later && (
          <Suspense fallback={null}>
            <CompanyControls />
          </Suspense>
        )}
      </div>
      {later && (
        <Suspense fallback={null}>
          <AlertBell placement="header" />
        </Suspense>
      )}
      <PaletteButton />
      <UserMenu />
    </header>
  );
}

/**
 * Opens the command palette for the mouse and touch; the key is shown where there is room. The name
 * ('Suchen und Befehle') contains the visible word (WCAG 2.5.3); the key sits beside the text,
 * outside the button's content, announced through aria-keyshortcuts.
 */
function PaletteButton() {
  const shortcut = paletteShortcutLabel(navigator.platform || navigator.userAgent);
  return (
    <div className="relative flex shrink-0 items-center">
      <Button
        variant="ghost"
        className="size-8 px-0 sm:size-9 xl:w-auto xl:gap-2 xl:border xl:px-3 xl:text-muted-foreground"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => requestShell('open-palette')}
      >
        <Search className="size-4" aria-hidden />
        <span className="sr-only xl:not-sr-only">Suchen</span>
        <span className="sr-only"> und Befehle</span>
        {/* Room for the key shown over it. */}
        <span aria-hidden className="hidden w-11 xl:inline-block" />
      </Button>
      <kbd
        aria-hidden
        className="pointer-events-none absolute right-3 hidden rounded border bg-muted px-1.5 font-sans text-[10px] text-muted-foreground xl:inline"
      >
        {shortcut}
      </kbd>
    </div>
  );
}
