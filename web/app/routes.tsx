import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { paths } from '@/lib/paths';
import type { PageProps } from './page-props';

type Page = LazyExoticComponent<ComponentType<PageProps>>;

/**
 * Company pages by their first path segment: routed at /{name}/{companyId}. New-style pages
 * ('-new') without an id redirect to /{name}/1; old ones to the selected company.
 * Every page is its own chunk, so the first load stays small.
 */
export const companyPages: Record<string, Page> = {
  'dashboard-new': lazy(() => import('@/pages/dashboard-new')),
  dashboard: lazy(() => import('@/pages/dashboard')),
  reviews: lazy(() => import('@/pages/reviews')),
  'reviews-new': lazy(() => import('@/pages/reviews-new')),
  'removals-new': lazy(() => import('@/pages/removals-new')),
  'invoices-new': lazy(() => import('@/pages/invoices-new')),
  'replies-new': lazy(() => import('@/pages/replies-new')),
  'email-logs': lazy(() => import('@/pages/email-logs')),
  'email-logs-new': lazy(() => import('@/pages/email-logs-new')),
  'customers-new': lazy(() => import('@/pages/customers-new')),
  customers: lazy(() => import('@/pages/customers')),
  'settings-new': lazy(() => import('@/pages/settings-new')),
  'automation-new': lazy(() => import('@/pages/automation-new')),
  automation: lazy(() => import('@/pages/automation')),
};

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
export const unscopedPages: Record<string, Page> = {
  [paths.users]: lazy(() => import('@/pages/users')),
  [paths.scanLogs]: lazy(() => import('@/pages/scan-logs')),
  [paths.followUps]: lazy(() => import('@/pages/follow-ups')),
  [paths.auditLog]: lazy(() => import('@/pages/audit-log')),
  [paths.demoMails]: lazy(() => import('@/pages/demo-mails')),
};
