import { EmailLogsOldPage } from '@/features/email-logs/email-logs-old-page';

export default EmailLogsOldPage;
