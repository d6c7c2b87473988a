import type { Company } from '@common/schemas/company';
import { Building2, Pencil, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { afterCompanySaved } from '@/features/companies/company-events';
import { useSelectedCompanyId } from '@/features/companies/company-selection';
import { CompanySelect } from '@/features/companies/components/company-select';
import { LazyCompanyFormDialog } from '@/features/companies/components/lazy-company-form-dialog';
import { useChooseCompany, useCompanySelectionSync } from '@/features/companies/use-company-selection-sync';
import { LazyCustomerFormDialog } from '@/features/customers/components/lazy-customer-form-dialog';
import { usePermissions } from '@/lib/auth';
import { useCompanies } from '@/lib/companies';
import { useShellRequest } from './shell-requests';

/** docs/product.md §2 header: company dropdown, edit, 'Neue Firma', 'Neuer Kunde' (only what the role may do). */
export function CompanyControls() {
  useCompanySelectionSync();
  const { manageCompanies, manageCustomers } = usePermissions();
  const { data: companies = [] } = useCompanies();
  const selectedId = useSelectedCompanyId();
  const selected = companies.find((c) => c.id === selectedId) ?? null;
  const choose = useChooseCompany();
  const [companyDialog, setCompanyDialog] = useState<{ open: boolean; company: Company | null }>({
    open: false,
    company: null,
  });
  const [customerOpen, setCustomerOpen] = useState(false);
  // The command palette's 'Neuer Kunde' and 'Neue Firma' open the same dialogs as the buttons.
  useShellRequest('new-customer', () => {
    if (manageCustomers && selected) setCustomerOpen(true);
  });
  useShellRequest('new-company', () => {
    if (manageCompanies) setCompanyDialog({ open: true, company: null });
  });

  const onCompanySaved = (company: Company, isNew: boolean) => {
    if (isNew) choose(company.id); // a new company becomes the selected one
    afterCompanySaved();
  };

  return (
    // On a phone the dropdown takes the room the buttons leave (docs/product.md §2: the company is always seen).
    <div className="flex min-w-0 flex-1 items-center justify-end gap-0.5 sm:flex-initial sm:gap-2">
      <CompanySelect />
      {manageCompanies && selected && (
        <EditCompanyButton onClick={() => setCompanyDialog({ open: true, company: selected })} />
      )}
      {manageCompanies && (
        <Button
          variant="outline"
          className="size-8 px-0 sm:size-9 lg:w-auto lg:px-3"
          aria-label="Neue Firma"
          onClick={() => setCompanyDialog({ open: true, company: null })}
        >
          <Building2 className="size-4" aria-hidden />
          <span className="hidden lg:inline">Neue Firma</span>
        </Button>
      )}
      {manageCustomers && selected && (
        <Button
          className="size-8 px-0 sm:size-9 lg:w-auto lg:px-3"
          aria-label="Neuer Kunde"
          onClick={() => setCustomerOpen(true)}
        >
          <UserPlus className="size-4" aria-hidden />
          <span className="hidden lg:inline">Neuer Kunde</span>
        </Button>
      )}
      <LazyCompanyFormDialog
        open={companyDialog.open}
        onOpenChange={(open) => setCompanyDialog((d) => ({ ...d, open }))}
        company={companyDialog.company}
        onSaved={onCompanySaved}
      />
      <LazyCustomerFormDialog
        open={customerOpen}
        onOpenChange={setCustomerOpen}
        companyId={selected?.id}
        customer={null}
      />
    </div>
  );
}

/** The pencil beside the dropdown: edits the selected company. */
function EditCompanyButton({ onClick }: { onClick(): void }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 sm:size-9"
          aria-label="Firma bearbeiten"
          onClick={onClick}
        >
          <Pencil className="size-4" aria-hidden />
        </Button>
      </TooltipTrigger>
      <TooltipContent>Firma bearbeiten</TooltipContent>
    </Tooltip>
  );
}
