import type { PageProps } from '@/app/routes';
import { ManualScanButton } from '@/features/automation/components/scan-buttons';
import { CustomersPage } from '@/features/customers/customers-page';
import { usePermissions } from '@/lib/auth';

/** The customer overview with the scan button of the automation feature. */
export default function CustomersNew({ companyId }: PageProps) {
  const { manageCompanies } = usePermissions();
  return (
    <CustomersPage
      companyId={companyId}
      actions={manageCompanies ? <ManualScanButton companyId={companyId} /> : undefined}
    />
  );
}
