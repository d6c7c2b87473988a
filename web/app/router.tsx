import { DEFAULT_COMPANY_ID } from '@common/constants';
import { Loader2 } from 'lucide-react';
import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { LoginPage } from '@/features/auth/login-page';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { NotFoundPage } from '@/pages/not-found';
import { AppShell } from './shell/app-shell';
import { companyPages, unscopedPages } from './routes';

function PageLoading() {
  return (
    <div className="flex h-64 items-center justify-center text-muted-foreground" aria-live="polite">
      <Loader2 className="size-6 animate-spin" aria-hidden />
      <span className="sr-only">Wird geladen...</span>
    </div>
  );
}

/** Spec §2 Access: signed-out visitors get the login page at every path. */
export function AppRouter() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageLoading />;
  if (!user) return <LoginPage />;

  return (
    <AppShell>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path="/">
            <Redirect to={`/dashboard-new/${DEFAULT_COMPANY_ID}`} replace />
          </Route>
          <Route path="/login">
            <Redirect to={`/dashboard-new/${DEFAULT_COMPANY_ID}`} replace />
          </Route>
          {Object.entries(unscopedPages).map(([path, Page]) => (
            <Route key={path} path={path}>
              <Page companyId={0} />
            </Route>
          ))}
          {Object.entries(companyPages).map(([name, Page]) => (
            <Route key={name} path={`/${name}/:companyId?`}>
              {(params: { companyId?: string }) =>
                params.companyId && /^\d+$/.test(params.companyId) && Number(params.companyId) > 0 ? (
                  <Page companyId={Number(params.companyId)} />
                ) : params.companyId === undefined ? (
                  <Redirect to={`/${name}/${DEFAULT_COMPANY_ID}`} replace />
                ) : (
                  <NotFoundPage />
                )
              }
            </Route>
          ))}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
    </AppShell>
  );
}
