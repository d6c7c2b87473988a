import { Building2 } from 'lucide-react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useCompanies } from '@/lib/companies';
import { useSelectedCompanyId } from '../company-selection';
import { useChooseCompany } from '../use-company-selection-sync';

/** The header's company dropdown (Radix Select: closes on choice and on a click outside). */
export function CompanySelect() {
  const { data: companies = [] } = useCompanies();
  const selected = useSelectedCompanyId();
  const choose = useChooseCompany();
  // An id that is not (yet) in the list shows the placeholder instead of an empty box.
  const value = companies.some((c) => c.id === selected) ? String(selected) : '';
  const name = companies.find((c) => c.id === selected)?.name;

  return (
    <Select value={value} onValueChange={(id) => choose(Number(id))}>
      {/* As wide as the name up to what the header has room for; the whole name on hover. */}
      <SelectTrigger
        aria-label="Firma auswählen"
        title={name}
        className="w-auto max-w-28 min-w-0 sm:max-w-56 lg:max-w-80 xl:max-w-[36rem] *:data-[slot=select-value]:block *:data-[slot=select-value]:truncate"
      >
        <Building2 className="hidden size-4 sm:block" aria-hidden />
        <SelectValue placeholder="Firma auswählen" />
      </SelectTrigger>
      <SelectContent align="end" className="max-w-[min(24rem,calc(100vw-1rem))]">
        {companies.map((company) => (
          <SelectItem key={company.id} value={String(company.id)}>
            {company.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
