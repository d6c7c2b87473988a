import { useCompany } from '@/lib/companies';

/** docs/product.md §2: 'Alle E-Mail-Aktivitäten für {company name}'; the id stands in while the name is unknown. */
export function useEmailLogsSubtitle(companyId: number) {
  const { data: company, isPending } = useCompany(companyId);
  const name = company?.name ?? (isPending ? '…' : `Firma #${companyId}`);
  return `Alle E-Mail-Aktivitäten für ${name}`;
}
