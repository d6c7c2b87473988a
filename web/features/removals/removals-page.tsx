import type { PageProps } from '@/app/page-props';

// Placeholder until the page lands (issue 20).
export function RemovalsPage(_props: PageProps) {
  return <h1>Löschaufträge</h1>;
}
