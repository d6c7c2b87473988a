import { EmailLogsPage } from '@/features/email-logs/email-logs-page';

export default EmailLogsPage;
