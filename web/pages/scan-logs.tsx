import { ScanLogsPage } from '@/features/scan-logs/scan-logs-page';

export default ScanLogsPage;
