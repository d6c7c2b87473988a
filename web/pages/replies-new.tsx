import type { PageProps } from '@/app/page-props';
import { CustomerDrawerHost } from '@/features/customers/drawer/customer-drawer-host';
import { EmailLogDetail } from '@/features/email-logs/components/email-log-detail';
import { RepliesPage } from '@/features/replies/replies-page';

/** The 'Antworten' inbox with the customer drawer its messages open, and the e-mail view the drawer opens. */
export default function RepliesNew({ companyId }: PageProps) {
  return (
    <>
      <RepliesPage companyId={companyId} />
      <CustomerDrawerHost />
      <EmailLogDetail />
    </>
  );
}
