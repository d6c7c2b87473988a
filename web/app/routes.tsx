import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { paths } from '@/lib/paths';
import type { PageProps } from './page-props';

type Page = LazyExoticComponent<ComponentType<PageProps>>;

type Loader = () => Promise<{ default: ComponentType<PageProps> }>;

/**
 * Company pages by their first path segment: routed at /{name}/{companyId}. New-style pages
 * ('-new') without an id redirect to /{name}/1; old ones to the selected company.
 * Every page is its own chunk, so the first load stays small.
 */
const companyLoaders: Record<string, Loader> = {
  'dashboard-new': () => import('@/pages/dashboard-new'),
  dashboard: () => import('@/pages/dashboard'),
  reviews: () => import('@/pages/reviews'),
  'reviews-new': () => import('@/pages/reviews-new'),
  'removals-new': () => import('@/pages/removals-new'),
  'invoices-new': () => import('@/pages/invoices-new'),
  'replies-new': () => import('@/pages/replies-new'),
  'email-logs': () => import('@/pages/email-logs'),
  'email-logs-new': () => import('@/pages/email-logs-new'),
  'customers-new': () => import('@/pages/customers-new'),
  customers: () => import('@/pages/customers'),
  'settings-new': () => import('@/pages/settings-new'),
  'automation-new': () => import('@/pages/automation-new'),
  automation: () => import('@/pages/automation'),
};

/** Pages without a company id, by their path. */
const unscopedLoaders: Record<string, Loader> = {
  [paths.users]: () => import('@/pages/users'),
  [paths.scanLogs]: () => import('@/pages/scan-logs'),
  [paths.followUps]: () => import('@/pages/follow-ups'),
  [paths.auditLog]: () => import('@/pages/audit-log'),
  [paths.demoMails]: () => import('@/pages/demo-mails'),
};

const lazyAll = (loaders: Record<string, Loader>): Record<string, Page> =>
  Object.fromEntries(Object.entries(loaders).map(([key, load]) => [key, lazy(load)]));

export const companyPages = lazyAll(companyLoaders);

/**
 * Starts loading the chunk of the page at this path (the dashboard for / and /login), so it
 * arrives together with the signed-in app's chunk rather than after it (decision 066).
 */
export function preloadPage(pathname: string) {
  const path = pathname === '/' || pathname === paths.login ? paths.home() : pathname;
  const load = unscopedLoaders[path] ?? companyLoaders[path.split('/')[1]];
  load?.().catch(() => {
    // a failed preload is tried again, and reported, when the page renders
  });
}

/** docs/product.md §2: every company-scoped path, routed with and without {companyId}. */
export const companyScopedNames = [
  'dashboard-new',
  'customers-new',
  'reviews-new',
  'removals-new',
  'invoices-new',
  'email-logs-new',
  'replies-new',
  'automation-new',
  'settings-new',
  'dashboard',
  'customers',
  'reviews',
  'email-logs',
  'automation',
] as const;

/** Pages without a company id. */
export const unscopedPages = lazyAll(unscopedLoaders);
