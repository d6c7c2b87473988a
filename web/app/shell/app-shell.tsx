import type { ReactNode } from 'react';
import { useDocumentTitle } from './document-title';
import { Header } from './header';
import { Sidebar } from './sidebar';

/** Header on top, sidebar on the left (256 px from the large breakpoint, icons below). */
export function AppShell({ children, headerActions }: { children: ReactNode; headerActions?: ReactNode }) {
  useDocumentTitle();
  return (
    <div className="min-h-screen bg-muted/30">
      <Header>{headerActions}</Header>
      <Sidebar />
      <main className="pt-16 pl-16 lg:pl-64">
        <div className="mx-auto max-w-[1600px] p-3 sm:p-6">{children}</div>
      </main>
    </div>
  );
}
