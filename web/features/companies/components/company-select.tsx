import { Building2 } from 'lucide-react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useMediaQuery } from '@/components/use-media-query';
import { cn } from '@/lib/cn';
import { useCompanies } from '@/lib/companies';
import { useSelectedCompanyId } from '../company-selection';
import { useChooseCompany } from '../use-company-selection-sync';

/**
 * The name as a phone's header shows it (issue 34 point 9): whole when it fits the two lines the
 * header has room for (no word longer than a line, about 30 characters in all), else its first 16
 * characters and an ellipsis, rather than a word broken across the lines.
 */
export function phoneLabel(name: string) {
  const fits = name.length <= 30 && name.split(/\s+/).every((word) => word.length <= 17);
  return fits ? name : `${name.slice(0, 16).trimEnd()}…`;
}

/** The header's company dropdown (Radix Select: closes on choice and on a click outside). */
export function CompanySelect() {
  const { data: companies = [] } = useCompanies();
  const selected = useSelectedCompanyId();
  const choose = useChooseCompany();
  // An id that is not (yet) in the list shows the placeholder instead of an empty box.
  const value = companies.some((c) => c.id === selected) ? String(selected) : '';
  const name = companies.find((c) => c.id === selected)?.name;
  const phone = !useMediaQuery('(min-width: 40rem)');

  return (
    <Select value={value} onValueChange={(id) => choose(Number(id))}>
      {/*
        On a phone it fills what the buttons leave and the name (phoneLabel) wraps onto two small
        lines; from sm one line as wide as the name, up to what the header has room for. The whole
        name on hover.
      */}
      <SelectTrigger
        aria-label="Firma auswählen"
        title={name}
        className={cn(
          'w-auto min-w-12 flex-1 gap-1 px-1.5 py-0.5 sm:max-w-56 sm:gap-2 sm:flex-initial sm:px-3 sm:py-2 lg:max-w-80 xl:max-w-[36rem]',
          '*:data-[slot=select-value]:line-clamp-2 *:data-[slot=select-value]:whitespace-normal *:data-[slot=select-value]:break-words *:data-[slot=select-value]:text-left *:data-[slot=select-value]:text-xs *:data-[slot=select-value]:leading-tight',
          'sm:*:data-[slot=select-value]:block sm:*:data-[slot=select-value]:truncate sm:*:data-[slot=select-value]:text-sm',
        )}
      >
        <Building2 className="hidden size-4 sm:block" aria-hidden />
        <SelectValue placeholder="Firma auswählen">{name && (phone ? phoneLabel(name) : name)}</SelectValue>
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
