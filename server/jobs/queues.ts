// The names of the job engine's queues: one constant each, never a string literal elsewhere.
export const QUEUES = {
  scanCompany: 'scan-company',
  scanCustomer: 'scan-customer',
  scanBatch: 'scan-batch',
  checkRemovals: 'check-removals',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
