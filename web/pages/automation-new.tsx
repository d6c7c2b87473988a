import type { PageProps } from '@/app/page-props';
import { AutomationPage } from '@/features/automation/automation-page';
import { SendingNotices } from '@/features/sending/components/sending-notices';
import { SendingStateCard } from '@/features/sending/components/sending-state-card';
import { useCompanies } from '@/lib/companies';

export default function AutomationNew({ companyId }: PageProps) {
  const company = useCompanies().data?.find((c) => c.id === companyId);
  return (
    <AutomationPage
      companyId={companyId}
      company={company}
      variant="new"
      notices={<SendingNotices companyId={companyId} />}
    >
      <SendingStateCard companyId={companyId} />
    </AutomationPage>
  );
}
