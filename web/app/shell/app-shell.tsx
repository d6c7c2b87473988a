import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useDocumentTitle } from './document-title';
import { Header } from './header';
import { usePaletteShortcut, useSearchShortcut } from './keyboard';
import { useShellRequest } from './shell-requests';
import { Sidebar } from './sidebar';

// Loaded on the first Ctrl+K, then kept (its manual scan keeps running its notices).
const CommandPalette = lazy(() => import('./palette/command-palette'));

/** Header on top, sidebar on the left (256 px from the large breakpoint, icons below). */
export function AppShell({ children, headerActions }: { children: ReactNode; headerActions?: ReactNode }) {
  useDocumentTitle();
  useSearchShortcut();
  const [palette, setPalette] = useState({ loaded: false, open: false });
  const openPalette = () => setPalette({ loaded: true, open: true });
  usePaletteShortcut(openPalette);
  useShellRequest('open-palette', openPalette);
  return (
    <div className="min-h-screen bg-muted/30">
      {/* The first Tab stop: past header and sidebar straight to the page. */}
      <a
        href="#inhalt"
        className="sr-only z-[60] rounded-md bg-background px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-2 focus:ring-ring"
      >
        Zum Inhalt springen
      </a>
      <Header>{headerActions}</Header>
      <Sidebar />
      <main id="inhalt" tabIndex={-1} className="pt-16 pl-16 outline-none lg:pl-64">
        <div className="mx-auto max-w-[1600px] p-3 sm:p-6">{children}</div>
      </main>
      {palette.loaded && (
        <Suspense fallback={null}>
          <CommandPalette open={palette.open} onOpenChange={(open) => setPalette({ loaded: true, open })} />
        </Suspense>
      )}
    </div>
  );
}
