import { DemoMailsPage } from '@/features/demo/demo-mails-page';

export default DemoMailsPage;
