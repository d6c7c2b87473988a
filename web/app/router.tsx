import { lazy, Suspense, useEffect } from 'react';
import { useCurrentUser } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { PageLoading } from './page-loading';

// The entry holds only this router and the session check; the signed-in app is a chunk of its own
// (decision 066). The server sends this page only with a live session: everyone else gets the login
// page's own entry (decision 085).
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
const LoadError = lazy(() => import('@/components/load-error').then((m) => ({ default: m.LoadError })));
// Who is sent this page is signed in: the app's and the page's chunks load beside the session
// check (decision 069).
if (globalThis.location !== undefined) void loadSignedInApp();

/**
 * docs/product.md §2 Access: a session that ended since the page came (it ran out, a logout in
 * another tab) goes to /login, where the server sends the login page. A check the server did not
 * answer says so and offers to try again: going to /login then could reload without end.
 */
export function AppRouter() {
  const { user, isLoading, error, retry } = useCurrentUser();
  if (isLoading) return <PageLoading />;
  return (
    <Suspense fallback={<PageLoading />}>
      {error ? <LoadError error={error} onRetry={retry} /> : user ? <SignedInApp /> : <ToLogin />}
    </Suspense>
  );
}

function ToLogin() {
  useEffect(() => window.location.replace(paths.login), []);
  return <PageLoading />;
}
