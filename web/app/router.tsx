import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useCurrentUser } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { PageLoading } from './page-loading';
import { loadSignedInApp } from './preload';

// The entry holds only this router and the session check; the signed-in app is a chunk of its own
// (decision 066), asked for by ./preload before React's own code runs. The server sends this page
// only with a live session: everyone else gets the login page's own entry (decision 085).
const SignedInApp = lazy(loadSignedInApp);
const LoadError = lazy(() => import('@/components/load-error').then((m) => ({ default: m.LoadError })));

/**
 * docs/product.md §2 Access: a session that ended since the page came (it ran out, a logout in
 * another tab) goes to /login, where the server sends the login page. A check the server did not
 * answer says so and offers to try again: going to /login then could reload without end.
 */
export function AppRouter() {
  const { user, isLoading, error, retry } = useCurrentUser();
  // The signed-in app mounts in a transition: React renders the shell and the page in slices the
  // browser can interrupt, not in one long task (issue 35, point 9).
  const shownUser = useDeferredValue(user);
  if (isLoading || shownUser !== user) return <PageLoading />;
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
