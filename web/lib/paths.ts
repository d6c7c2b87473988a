// The app's own paths in one place (docs/product.md §2).
import { DEFAULT_COMPANY_ID } from '@common/constants';

export const paths = {
  login: '/login',
  /** Where sign-in and '/' lead. */
  home: (companyId: number = DEFAULT_COMPANY_ID) => `/dashboard-new/${companyId}`,
  /** A company page by its first segment ('reviews-new', 'customers', …). */
  companyPage: (name: string, companyId: number) => `/${name}/${companyId}`,
  settings: (companyId: number) => `/settings-new/${companyId}`,
  users: '/users',
  scanLogs: '/scan-logs',
  /** Follow-ups across companies, the signed-in user's first (issue 24). */
  followUps: '/follow-ups',
  /** Who changed what (admins, issue 24). */
  auditLog: '/audit-log',
  /** Demo mode: the mails the app sent. */
  demoMails: '/demo-mails',
} as const;
