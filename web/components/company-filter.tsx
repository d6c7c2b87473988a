import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { useCompanies } from '@/lib/companies';

/**
 * The company filter of a page that spans every company (scan logs, the demo mailbox; issue 19):
 * 'Alle Firmen' (the default) or one company. `value` is the company id, 0 for all.
 */
export function CompanyFilter({
  value,
  onChange,
  className,
}: {
  value: number;
  onChange(companyId: number): void;
  className?: string;
}) {
  const { data: companies = [] } = useCompanies();
  return (
    <Select value={String(value)} onValueChange={(v) => onChange(Number(v))}>
      <SelectTrigger className={cn('w-full sm:w-64', className)} aria-label="Firma filtern">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="0">Alle Firmen</SelectItem>
        {/* A company from the address that the list does not (yet) hold still shows as chosen. */}
        {value > 0 && !companies.some((c) => c.id === value) && (
          <SelectItem value={String(value)}>{`Firma #${value}`}</SelectItem>
        )}
        {companies.map((c) => (
          <SelectItem key={c.id} value={String(c.id)}>
            {c.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** The name of a company from the companies list, for rows that carry only its id. */
export function CompanyName({ id, className }: { id: number | null | undefined; className?: string }) {
  const { data: companies } = useCompanies();
  const name =
    id == null
      ? 'Unbekannt'
      : (companies?.find((c) => c.id === id)?.name ?? (companies ? `Firma #${id}` : '…'));
  return (
    <span className={cn('block truncate max-md:whitespace-normal', className)} title={name}>
      {name}
    </span>
  );
}
