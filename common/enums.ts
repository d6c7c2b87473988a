export const userRoles = ['user', 'manager', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

export const customerStatuses = ['email_sent', 'called', 'sold', 'not_sold'] as const;
export type CustomerStatus = (typeof customerStatuses)[number];

export const emailLogStatuses = ['pending', 'sent', 'failed'] as const;
export type EmailLogStatus = (typeof emailLogStatuses)[number];

export const scanLogStatuses = ['success', 'error', 'skipped'] as const;
export type ScanLogStatus = (typeof scanLogStatuses)[number];

export const scanTypes = ['scheduled', 'manual'] as const;
export type ScanType = (typeof scanTypes)[number];

export const scanErrorTypes = [
  'missing_url',
  'invalid_url',
  'apify_error',
  'email_error',
  'system_error',
  'processing_error',
] as const;
export type ScanErrorType = (typeof scanErrorTypes)[number];

export const scanFrequencies = ['hourly', 'daily', 'weekly'] as const;
export type ScanFrequency = (typeof scanFrequencies)[number];
