import { Building2 } from 'lucide-react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/cn';
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
      {/*
        On a phone it fills what the buttons leave and the name wraps onto two small lines (cut with
        an ellipsis after them); from sm one line as wide as the name, up to what the header has room
        for. The whole name on hover.
      */}
      <SelectTrigger
        aria-label="Firma auswählen"
        title={name}
        className={cn(
          'w-auto min-w-12 flex-1 px-2 py-0.5 sm:max-w-56 sm:flex-initial sm:px-3 sm:py-2 lg:max-w-80 xl:max-w-[36rem]',
          '*:data-[slot=select-value]:line-clamp-2 *:data-[slot=select-value]:whitespace-normal *:data-[slot=select-value]:break-words *:data-[slot=select-value]:text-left *:data-[slot=select-value]:text-xs *:data-[slot=select-value]:leading-tight',
          'sm:*:data-[slot=select-value]:block sm:*:data-[slot=select-value]:truncate sm:*:data-[slot=select-value]:text-sm',
        )}
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
