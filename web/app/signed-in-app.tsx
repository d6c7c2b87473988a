import { DEFAULT_COMPANY_ID } from '@common/constants';
import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { getSelectedCompanyId } from '@/features/companies/company-selection';
import { NoCompanies } from '@/features/companies/components/no-companies';
import { useCompanies } from '@/lib/companies';
import { paths } from '@/lib/paths';
import { CompanyNotFoundPage } from '@/pages/company-not-found';
import { NotFoundPage } from '@/pages/not-found';
import { PageLoading } from './page-loading';
import { companyPages, companyScopedNames, unscopedPages } from './routes';
import { AppShell } from './shell/app-shell';
import { LazyToaster } from './shell/lazy-toaster';

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

/**
 * The app behind the login: shell, routes and notices. Its own chunk, loaded once the
 * session is known, so the login page loads none of it (decision 066).
 */
export default function SignedInApp() {
  return (
    <>
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
                {(params: { companyId?: string }) => (
                  <CompanyRoute name={name} companyId={params.companyId} />
                )}
              </Route>
            ))}
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </Suspense>
      </AppShell>
      <LazyToaster />
    </>
  );
}
