import type { PageProps } from '@/app/page-props';
import { PageHeader } from '@/components/page-header';

/** 'Rechnungen' (docs/product.md §13): placeholder until the page is built. */
export function InvoicesPage(_props: PageProps) {
  return <PageHeader title="Rechnungen" />;
}
