import { PageHeader } from '@/components/page-header';

/** The audit log for admins (issue 24): placeholder until built. */
export function AuditPage() {
  return <PageHeader title="Änderungsprotokoll" />;
}
