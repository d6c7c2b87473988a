// Query keys shared across features: one home, so a mutation in one feature can refresh another's
// lists without importing it. The first part is the URL (the default query function fetches it).

export const queryKeys = {
  currentUser: ['/api/auth/user'] as const,
  users: ['/api/users'] as const,
  companies: ['/api/companies'] as const,
  company: (id: number) => ['/api/companies', id] as const,
  customers: ['/api/customers'] as const,
  dashboardStats: ['/api/dashboard-stats'] as const,
  reviews: ['/api/reviews'] as const,
  /** Every removal query (lists, counts, one case) starts with this: invalidate it after any change of a case. */
  removals: ['/api/removals'] as const,
  /** The paged lists of cases (the page, a customer's cases); add the filter as the last part. */
  removalLists: ['/api/removals', 'list'] as const,
  /** The tab and due counts of a company; add the search as the last part. */
  removalCounts: (companyId: number) => ['/api/removals', 'counts', companyId] as const,
  /** One case with its timeline and proof. */
  removal: (id: number) => ['/api/removals', 'detail', id] as const,
  /** 'Erfolgsquote nach Grund' of a company (decision 076): refreshed with every change of a case. */
  removalChanceStats: (companyId: number) => ['/api/removals', 'chance-stats', companyId] as const,
  /** Every invoice query (lists, counts, one invoice, a customer's billable removals). */
  invoices: ['/api/invoices'] as const,
  invoiceLists: ['/api/invoices', 'list'] as const,
  invoiceCounts: (companyId: number) => ['/api/invoices', 'counts', companyId] as const,
  invoice: (id: number) => ['/api/invoices', 'detail', id] as const,
  billable: (customerId: number) => ['/api/invoices', 'billable', customerId] as const,
  /** 'Abrechenbar' (issue 34): the company's billable customers, and the tab's count and sum. */
  billableLists: ['/api/invoices', 'billable-list'] as const,
  billableSummary: (companyId: number) => ['/api/invoices', 'billable-summary', companyId] as const,
  /** Every follow-up query (lists, counts, a customer's; issue 24): invalidate it after any change. */
  followUps: ['/api/follow-ups'] as const,
  /** Every reply query (the inbox, one message, a customer's thread; issue 24). */
  replies: ['/api/replies'] as const,
  emailLogs: ['/api/email-logs'] as const,
  /** The audit log page (issue 24); a customer's history lives under the customers key. */
  auditEvents: ['/api/audit-events'] as const,
  scanLogs: ['/api/scan-logs'] as const,
  scanStatus: (companyId: number) => ['/api/manual-scan/status', companyId] as const,
  scans: (companyId: number) => ['/api/scans', companyId] as const,
  automation: (companyId: number) => ['/api/automation-settings', companyId] as const,
  /** Under the company's key, so saving the company refreshes it. */
  sending: (companyId: number) => ['/api/companies', companyId, 'sending'] as const,
};
