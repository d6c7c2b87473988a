import { PageHeader } from '@/components/page-header';

/** The company's reply inbox (issue 24): placeholder until built. */
export function RepliesPage() {
  return <PageHeader title="Antworten" />;
}
