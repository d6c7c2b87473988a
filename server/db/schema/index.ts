export * from './companies';
export * from './consent';
export * from './customers';
export * from './email-logs';
export * from './removals';
export * from './reviews';
export * from './scans';
export * from './users';
