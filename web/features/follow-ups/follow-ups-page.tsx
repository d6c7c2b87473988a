import { PageHeader } from '@/components/page-header';

/** The follow-ups page (issue 24): placeholder until built. */
export function FollowUpsPage() {
  return <PageHeader title="Wiedervorlagen" />;
}
