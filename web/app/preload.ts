import { DEFAULT_COMPANY_ID } from '@common/constants';
import { currentUserQueryOptions } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { queryClient } from '@/lib/query-client';

// The entry (web/main.tsx) imports this module first, so it runs before React's own code: who is
// sent the app's page is signed in (decision 085), so the session check, the signed-in app's chunk,
// the page's chunk and the landing page's data leave at once instead of after React has started
// (decision 069).

let signedInApp: Promise<typeof import('./signed-in-app')> | undefined;

/** The signed-in app's chunk, and beside it the current page's (the table of pages names them). */
export function loadSignedInApp() {
  if (!signedInApp) {
    void import('./routes').then((routes) => routes.preloadPage(window.location.pathname));
    signedInApp = import('./signed-in-app');
  }
  return signedInApp;
}

const path = globalThis.location?.pathname;
if (path !== undefined) {
  void queryClient.prefetchQuery(currentUserQueryOptions);
  void loadSignedInApp();
  // The dashboard, where a visit usually lands (after the sign-in, at '/'), does not wait for the
  // table of pages, and asks for its data as its chunk arrives.
  const landing = /^\/(?:dashboard-new(?:\/(\d{1,9}))?\/?)?$/.exec(path === paths.login ? '/' : path);
  if (landing) {
    const companyId = Number(landing[1] ?? DEFAULT_COMPANY_ID);
    void import('@/pages/dashboard-new').then(
      (page) => page.preloadData(companyId),
      () => undefined, // tried again, and reported, when the page renders
    );
  }
}
