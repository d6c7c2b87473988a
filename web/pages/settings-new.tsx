import type { PageProps } from '@/app/page-props';
import { afterCompanySaved } from '@/features/companies/company-events';
import { SendingNotices } from '@/features/sending/components/sending-notices';
import { SendingStateCard } from '@/features/sending/components/sending-state-card';
import { SettingsPage } from '@/features/settings/settings-page';

/** Composes the settings form with the companies' "saved" behaviour (clear caches, reload) and the sending state. */
export default function SettingsNew({ companyId }: PageProps) {
  return (
    <SettingsPage
      companyId={companyId}
      onSaved={afterCompanySaved}
      notices={<SendingNotices companyId={companyId} withSettingsLink={false} />}
      aside={<SendingStateCard companyId={companyId} />}
    />
  );
}
