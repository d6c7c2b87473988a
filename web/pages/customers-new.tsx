import type { PageProps } from '@/app/page-props';
import { ManualScanButton } from '@/features/automation/components/scan-buttons';
import { CustomersPage } from '@/features/customers/customers-page';
import { CustomerDrawerHost } from '@/features/customers/drawer/customer-drawer-host';
import { EmailLogDetail } from '@/features/email-logs/components/email-log-detail';
import { usePermissions } from '@/lib/auth';

/** The customer overview with the scan button of the automation feature, the customer drawer and the e-mail view it opens. */
export default function CustomersNew({ companyId }: PageProps) {
  const { manageCompanies } = usePermissions();
  return (
    <>
      <CustomersPage
        companyId={companyId}
        actions={manageCompanies ? <ManualScanButton companyId={companyId} /> : undefined}
      />
      <CustomerDrawerHost />
      <EmailLogDetail />
    </>
  );
}
