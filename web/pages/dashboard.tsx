import type { Company } from '@common/schemas/company';
import type { Customer } from '@common/schemas/customer';
import { Building2, Pencil, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { PageProps } from '@/app/routes';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { usePermissions } from '@/features/auth/api/use-current-user';
import { useCompanies } from '@/features/companies/api/get-companies';
import { afterCompanySaved } from '@/features/companies/company-events';
import { LazyCompanyFormDialog } from '@/features/companies/components/lazy-company-form-dialog';
import { useChooseCompany } from '@/features/companies/use-company-selection-sync';
import { LazyCustomerFormDialog } from '@/features/customers/components/lazy-customer-form-dialog';
import { CustomersPanel } from '@/features/customers/customers-panel';
import { StatsCards } from '@/features/dashboard/components/stats-cards';

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

type CompanyDialog = { open: boolean; company: Company | null };
type CustomerDialog = { open: boolean; customer: Customer | null };

/** Dashboard (old), spec §2: stats and the customer table with the customer and company modals. */
export default function DashboardOldPage({ companyId: pathCompanyId }: PageProps) {
  const companyId = useCompanyFromEvents(pathCompanyId);
  const { manageCompanies, manageCustomers } = usePermissions();
  const company = useCompanies().data?.find((c) => c.id === companyId) ?? null;
  const choose = useChooseCompany();
  const [companyDialog, setCompanyDialog] = useState<CompanyDialog>({ open: false, company: null });
  const [customerDialog, setCustomerDialog] = useState<CustomerDialog>({ open: false, customer: null });

  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle={company ? `Übersicht für ${company.name}` : 'Übersicht für die ausgewählte Firma'}
        actions={
          <>
            {manageCompanies && (
              <Button variant="outline" onClick={() => setCompanyDialog({ open: true, company: null })}>
                <Building2 className="size-4" aria-hidden />
                Neue Firma
              </Button>
            )}
            {manageCompanies && company && (
              <Button variant="outline" onClick={() => setCompanyDialog({ open: true, company })}>
                <Pencil className="size-4" aria-hidden />
                Firma bearbeiten
              </Button>
            )}
            {manageCustomers && (
              <Button onClick={() => setCustomerDialog({ open: true, customer: null })}>
                <UserPlus className="size-4" aria-hidden />
                Neuer Kunde
              </Button>
            )}
          </>
        }
      />
      <div className="space-y-6">
        <StatsCards companyId={companyId} />
        <CustomersPanel
          key={companyId}
          companyId={companyId}
          onEdit={(customer) => setCustomerDialog({ open: true, customer })}
          onAdd={() => setCustomerDialog({ open: true, customer: null })}
        />
      </div>
      <LazyCustomerFormDialog
        open={customerDialog.open}
        onOpenChange={(open) => setCustomerDialog((d) => ({ ...d, open }))}
        companyId={companyId}
        customer={customerDialog.customer}
      />
      <LazyCompanyFormDialog
        open={companyDialog.open}
        onOpenChange={(open) => setCompanyDialog((d) => ({ ...d, open }))}
        company={companyDialog.company}
        onSaved={(saved, isNew) => {
          if (isNew) choose(saved.id);
          afterCompanySaved();
        }}
      />
    </>
  );
}
