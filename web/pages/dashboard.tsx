import type { Customer } from '@common/schemas/customer';
import { useEffect, useState } from 'react';
import type { PageProps } from '@/app/page-props';
import { PageHeader } from '@/components/page-header';
import { ManualScanButton } from '@/features/automation/components/scan-buttons';
import { LazyCustomerFormDialog } from '@/features/customers/components/lazy-customer-form-dialog';
import { CustomersPanel } from '@/features/customers/customers-panel';
import { CustomerDrawerHost } from '@/features/customers/drawer/customer-drawer-host';
import { StatsCards } from '@/features/dashboard/components/stats-cards';
import { EmailLogDetail } from '@/features/email-logs/components/email-log-detail';
import { SendingNotices } from '@/features/sending/components/sending-notices';
import { usePermissions } from '@/lib/auth';
import { useCompanies } from '@/lib/companies';

/** The company the old dashboard shows: the path's, then whatever 'companyChanged' announces. */
function useCompanyFromEvents(initial: number) {
  const [companyId, setCompanyId] = useState(initial);
  useEffect(() => setCompanyId(initial), [initial]);
  useEffect(() => {
    const onChanged = (event: Event) => {
      const id = Number((event as CustomEvent<unknown>).detail);
      if (Number.isSafeInteger(id) && id > 0) setCompanyId(id);
    };
    window.addEventListener('companyChanged', onChanged);
    return () => window.removeEventListener('companyChanged', onChanged);
  }, []);
  return companyId;
}

type CustomerDialog = { open: boolean; customer: Customer | null };

/** Dashboard (old), docs/product.md §2: stats and the customer table with the customer modal (the company modal is the header's). */
export default function DashboardOldPage({ companyId: pathCompanyId }: PageProps) {
  const companyId = useCompanyFromEvents(pathCompanyId);
  const { manageCompanies } = usePermissions();
  const company = useCompanies().data?.find((c) => c.id === companyId) ?? null;
  const [customerDialog, setCustomerDialog] = useState<CustomerDialog>({ open: false, customer: null });

  return (
    <>
      {/* 'Neue Firma', 'Firma bearbeiten' and 'Neuer Kunde' are in the header above: not repeated here. */}
      <PageHeader
        title="Dashboard"
        subtitle={company ? `Übersicht für ${company.name}` : 'Übersicht für die ausgewählte Firma'}
      />
      <SendingNotices companyId={companyId} />
      <div className="space-y-6">
        <StatsCards companyId={companyId} />
        <CustomersPanel
          key={companyId}
          companyId={companyId}
          onEdit={(customer) => setCustomerDialog({ open: true, customer })}
          onAdd={() => setCustomerDialog({ open: true, customer: null })}
          actions={manageCompanies ? <ManualScanButton companyId={companyId} /> : undefined}
        />
      </div>
      <CustomerDrawerHost />
      <EmailLogDetail />
      <LazyCustomerFormDialog
        open={customerDialog.open}
        onOpenChange={(open) => setCustomerDialog((d) => ({ ...d, open }))}
        companyId={companyId}
        customer={customerDialog.customer}
      />
    </>
  );
}
