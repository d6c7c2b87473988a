import { lazy, Suspense } from 'react';
import { useCurrentUser } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { PageLoading } from './page-loading';

// The entry holds only this router and the session check; the login page and the signed-in app
// are chunks of their own (decision 066).
const LoginScreen = lazy(() => import('./login-screen'));
let signedInApp: Promise<typeof import('./signed-in-app')> | undefined;
function loadSignedInApp() {
  // The page's chunk loads beside the shell's instead of after it. The table of pages is a chunk
  // of its own too: it names every page's files.
  if (!signedInApp) {
    void import('./routes').then((routes) => routes.preloadPage(window.location.pathname));
    signedInApp = import('./signed-in-app');
  }
  return signedInApp;
}
const SignedInApp = lazy(loadSignedInApp);
// Who opens /login is most likely signed out: its chunk loads beside the session check, not after
// it. Who opens any other operator path is most likely signed in (a bookmark, a link in the app):
// the app's and the page's chunks load beside the session check (decision 069).
const path = globalThis.location?.pathname;
if (path === paths.login) void import('./login-screen');
else if (path !== undefined) void loadSignedInApp();

/**
 * docs/product.md §2 Access: signed-out visitors get the login page at every path. The public
 * pages (/kunde/…, /alarm/…) are entries of their own, served by the server (decisions 073, 078).
 */
export function AppRouter() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageLoading />;
  return <Suspense fallback={<PageLoading />}>{user ? <SignedInApp /> : <LoginScreen />}</Suspense>;
}
