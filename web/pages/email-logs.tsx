import { SimpleEmailLogsPage } from '@/features/email-logs/simple-email-logs-page';

export default SimpleEmailLogsPage;
