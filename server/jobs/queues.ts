// The names of the job engine's queues: one constant each, never a string literal elsewhere.
export const QUEUES = {
  scanCompany: 'scan-company',
  scanCustomer: 'scan-customer',
  checkRemovals: 'check-removals',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
