import type { PageProps } from '@/app/routes';
import { afterCompanySaved } from '@/features/companies/company-events';
import { SettingsPage } from '@/features/settings/settings-page';

/** Composes the settings form with the companies' "saved" behaviour (clear caches, reload). */
export default function SettingsNew({ companyId }: PageProps) {
  return <SettingsPage companyId={companyId} onSaved={afterCompanySaved} />;
}
