import { DEFAULT_COMPANY_ID } from '@common/constants';
import { Loader2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useRoute } from 'wouter';
import { LoginPage } from '@/features/auth/login-page';
import { getSelectedCompanyId } from '@/features/companies/company-selection';
import { NoCompanies } from '@/features/companies/components/no-companies';
import { DemoLoginHint } from '@/features/demo/demo-login-hint';
import { useCurrentUser } from '@/lib/auth';
import { useCompanies } from '@/lib/companies';
import { paths } from '@/lib/paths';
import { CompanyNotFoundPage } from '@/pages/company-not-found';
import { NotFoundPage } from '@/pages/not-found';
import { companyPages, companyScopedNames, unscopedPages } from './routes';
import { AppShell } from './shell/app-shell';

function PageLoading() {
  return (
    <div className="flex h-64 items-center justify-center text-muted-foreground" aria-live="polite">
      <Loader2 className="size-6 animate-spin" aria-hidden />
      <span className="sr-only">Wird geladen...</span>
    </div>
  );
}

/**
 * /{name}/{id} renders the page; /{name} goes to company 1 for new-style pages and to the selected
 * company (else 1) for the old ones (docs/product.md §2); a page not built yet is a 404.
 */
function CompanyRoute({ name, companyId }: { name: string; companyId?: string }) {
  const companies = useCompanies();
  const Page = companyPages[name];
  if (companyId === undefined) {
    const id = name.endsWith('-new') ? DEFAULT_COMPANY_ID : (getSelectedCompanyId() ?? DEFAULT_COMPANY_ID);
    return <Redirect to={paths.companyPage(name, id)} replace />;
  }
  const id = /^\d{1,9}$/.test(companyId) ? Number(companyId) : 0;
  if (!Page || id < 1) return <NotFoundPage />;
  if (companies.data?.length === 0) return <NoCompanies />;
  // An id no company has: say so instead of showing another company under it (issue 19).
  if (companies.data && !companies.data.some((c) => c.id === id)) {
    const existing = companies.data.find((c) => c.id === DEFAULT_COMPANY_ID) ?? companies.data[0];
    return <CompanyNotFoundPage name={name} companyId={id} existing={existing} />;
  }
  return <Page companyId={id} />;
}

/** The public 'Bewertungs-Alarm' sign-up and its confirmation: no session asked (docs/decisions/043). */
const AlarmPages = lazy(() => import('@/pages/alarm'));

export function AppRouter() {
  const [isPublic] = useRoute('/alarm/*');
  if (isPublic)
    return (
      <Suspense fallback={<PageLoading />}>
        <AlarmPages />
      </Suspense>
    );
  return <SignedInRouter />;
}

/** docs/product.md §2 Access: signed-out visitors get the login page at every path. */
function SignedInRouter() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageLoading />;
  if (!user) return <LoginPage Hint={DemoLoginHint} />;

  return (
    <AppShell>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path="/">
            <Redirect to={paths.home()} replace />
          </Route>
          <Route path={paths.login}>
            <Redirect to={paths.home()} replace />
          </Route>
          {Object.entries(unscopedPages).map(([path, Page]) => (
            <Route key={path} path={path}>
              <Page companyId={0} />
            </Route>
          ))}
          {companyScopedNames.map((name) => (
            <Route key={name} path={`/${name}/:companyId?`}>
              {(params: { companyId?: string }) => <CompanyRoute name={name} companyId={params.companyId} />}
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
