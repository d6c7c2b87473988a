import type { CustomerStatusCounts } from '@common/schemas/customer';
import type { ReactNode } from 'react';
import { CsvMenu } from '@/components/csv/csv-menu';
import { FollowUpListFilterSelect } from '@/components/follow-ups/follow-up-filter';
import { CardHeader } from '@/components/ui/card';
import { withQuery } from '@/lib/api-client';
import type { useCustomersUrl } from '../use-customers-url';
import { CustomersToolbar } from './customers-toolbar';

/** 'Kunden Übersicht' with the search, the filters, the page's actions and CSV (export under the filters). */
export function CustomersPanelHeader({
  companyId,
  list,
  counts,
  canImport,
  actions,
}: {
  companyId: number;
  list: ReturnType<typeof useCustomersUrl>;
  counts: CustomerStatusCounts | undefined;
  canImport: boolean;
  actions?: ReactNode;
}) {
  const { url, setUrl, status, consent, followUp } = list;
  return (
    <CardHeader className="flex flex-col gap-3 px-3 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
      <h1 className="text-xl font-semibold tracking-tight">Kunden Übersicht</h1>
      <CustomersToolbar
        search={list.search}
        onSearchChange={list.setSearch}
        consent={consent}
        onConsentChange={list.changeConsent}
        counts={counts?.consent}
        filters={
          <FollowUpListFilterSelect value={followUp} onChange={(v) => setUrl({ followUp: v, page: '' })} />
        }
        actions={
          <>
            {actions}
            <CsvMenu
              companyId={companyId}
              canImport={canImport}
              exportHref={withQuery('/api/customers/export.csv', {
                companyId,
                search: url.q,
                status,
                consent,
                followUp,
              })}
            />
          </>
        }
      />
    </CardHeader>
  );
}
