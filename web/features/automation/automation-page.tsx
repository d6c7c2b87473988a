import type { Company } from '@common/schemas/company';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { usePermissions } from '@/lib/auth';
import { useAutomationSettings } from './api/automation-settings';
import { AutoScanCard } from './components/auto-scan-card';
import { EmailTestCard, ScraperTestCard, SettingsInfo } from './components/connection-test-cards';
import { ConsentRule } from './components/consent-rule';
import { ManualScanCard } from './components/manual-scan-card';
import { ScanHistory } from './components/scan-history';
import { ScanSettingsForm } from './components/scan-settings-form';

/**
 * Automation (docs/product.md §2): 'new' at /automation-new/{id}; 'old' at /automation/{id} adds
 * the e-mail configuration with its test, the scraper test and the settings info block.
 */
export function AutomationPage({
  companyId,
  company,
  variant,
  notices,
  children,
}: {
  companyId: number;
  /** From the companies list the page reads (undefined while it loads). */
  company: Company | undefined;
  variant: 'new' | 'old';
  /** Shown above the cards: what the operator must know about the company's e-mails. */
  notices?: ReactNode;
  /** Further cards of the page (the sending state). */
  children?: ReactNode;
}) {
  const { manageCompanies } = usePermissions();
  const settings = useAutomationSettings(companyId);
  return (
    <>
      <PageHeader
        title="Automatisierung"
        subtitle={company ? `Review-Monitoring für ${company.name}` : undefined}
      />
      {notices}
      <ConsentRule companyId={companyId} company={company} canManage={manageCompanies} />
      {settings.isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Automatisierung wird geladen"
          className="grid gap-6 xl:grid-cols-2"
        >
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={i} className="h-48 rounded-xl" />
          ))}
        </div>
      ) : settings.isError ? (
        <LoadError error={settings.error} className="py-12" onRetry={settings.refetch} />
      ) : (
        <div className="grid gap-6 xl:grid-cols-2">
          <AutoScanCard settings={settings.data} canManage={manageCompanies} />
          <ManualScanCard companyId={companyId} canManage={manageCompanies} />
          <ScanSettingsForm settings={settings.data} canManage={manageCompanies} />
          <ScanHistory companyId={companyId} />
          {children}
          {variant === 'old' && company && (
            <>
              <EmailTestCard company={company} canManage={manageCompanies} />
              <ScraperTestCard companyId={companyId} canManage={manageCompanies} />
              <SettingsInfo settings={settings.data} company={company} />
            </>
          )}
        </div>
      )}
    </>
  );
}
