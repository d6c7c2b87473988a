import type { ReactNode } from 'react';
import { useDocumentTitle } from './document-title';
import { Header } from './header';
import { useSearchShortcut } from './keyboard';
import { Sidebar } from './sidebar';

/** Header on top, sidebar on the left (256 px from the large breakpoint, icons below). */
export function AppShell({ children, headerActions }: { children: ReactNode; headerActions?: ReactNode }) {
  useDocumentTitle();
  useSearchShortcut();
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
    </div>
  );
}
