import { formatEuro } from '@common/format';
import { useCompanies } from '@/lib/companies';

/**
 * A customer's price as the company states it (issue 34 point 8): net, so 'zzgl. USt' beside it,
 * unless the company is a small business (§ 19 UStG), whose prices carry no VAT. While the
 * companies are loading the note is shown: the default is standard VAT.
 */
export function NetPrice({ value, companyId }: { value: string | null | undefined; companyId: number }) {
  const { data: companies } = useCompanies();
  const smallBusiness = companies?.find((c) => c.id === companyId)?.vatMode === 'small_business';
  return (
    <>
      {formatEuro(value)}
      {!smallBusiness && <span className="font-normal text-muted-foreground text-xs"> zzgl. USt</span>}
    </>
  );
}
