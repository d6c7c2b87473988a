import type { PageProps } from '@/app/page-props';
import { CustomersOldPage } from '@/features/customers/customers-old-page';

/** Keyed by company: another company starts at page 1 with an empty search. */
export default function CustomersOld({ companyId }: PageProps) {
  return <CustomersOldPage key={companyId} companyId={companyId} />;
}
