import { auditActions, auditEntities } from '@common/enums';
import { auditActionLabels, auditEntityLabels } from '@common/labels';
import type { AuditActionFilter, AuditEntityFilter } from '@common/schemas/audit';
import type { User } from '@common/schemas/user';
import { useQuery } from '@tanstack/react-query';
import { CompanyFilter } from '@/components/company-filter';
import { DatePicker, todayIso } from '@/components/date-picker';
import { OptionSelect } from '@/components/option-select';
import { SearchInput } from '@/components/search-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { queryKeys } from '@/lib/query-keys';
import type { AuditFilter } from '../api/get-audit-events';

const entityOptions = [
  { value: 'all' as const, label: 'Alle Objekte' },
  ...auditEntities.map((value) => ({ value, label: auditEntityLabels[value] })),
];
const actionOptions = [
  { value: 'all' as const, label: 'Alle Aktionen' },
  ...auditActions.map((value) => ({ value, label: auditActionLabels[value] })),
];

/** 'Alle Benutzer' or one; a user deleted since stays in the log by name, not in this list. */
function UserFilter({ value, onChange }: { value: number; onChange(userId: number): void }) {
  const { data: users = [] } = useQuery<User[]>({ queryKey: queryKeys.users });
  return (
    <Select value={String(value)} onValueChange={(v) => onChange(Number(v))}>
      <SelectTrigger className="w-full sm:w-48" aria-label="Benutzer filtern">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="0">Alle Benutzer</SelectItem>
        {value > 0 && !users.some((u) => u.id === value) && (
          <SelectItem value={String(value)}>{`Benutzer #${value}`}</SelectItem>
        )}
        {users.map((u) => (
          <SelectItem key={u.id} value={String(u.id)}>
            {u.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export function AuditFilters({
  filter,
  search,
  onSearch,
  onChange,
}: {
  filter: AuditFilter;
  /** The search box's text (committed to the filter once typing pauses). */
  search: string;
  onSearch(text: string): void;
  onChange(patch: Partial<AuditFilter>): void;
}) {
  const today = todayIso();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <SearchInput
          className="w-full sm:w-64"
          placeholder="Objekt suchen (Name)…"
          value={search}
          maxLength={200}
          onChange={(e) => onSearch(e.target.value)}
        />
        <UserFilter value={filter.userId} onChange={(userId) => onChange({ userId })} />
        <CompanyFilter
          className="sm:w-56"
          value={filter.companyId}
          onChange={(companyId) => onChange({ companyId })}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <OptionSelect<AuditEntityFilter>
          label="Objekt filtern"
          value={filter.entity}
          options={entityOptions}
          onChange={(entity) => onChange({ entity })}
        />
        <OptionSelect<AuditActionFilter>
          label="Aktion filtern"
          className="sm:w-52"
          value={filter.action}
          options={actionOptions}
          onChange={(action) => onChange({ action })}
        />
        <DatePicker
          label="Von"
          value={filter.from}
          max={filter.to || today}
          onChange={(from) => onChange({ from })}
        />
        <DatePicker label="Bis" value={filter.to} max={today} onChange={(to) => onChange({ to })} />
      </div>
    </div>
  );
}
