import { Download } from 'lucide-react';
import { BulkBar } from '@/components/bulk/bulk-bar';
import type { BulkSelection } from '@/components/bulk/use-bulk-selection';
import { buttonVariants } from '@/components/ui/button';
import { withQuery } from '@/lib/api-client';

interface Props {
  companyId: number;
  search: string;
  list: { total: number; totalText: string };
  selection: BulkSelection;
}

/**
 * The e-mail logs' bar: selection for the export only (decision 048). 'Erneut senden' is not
 * offered: the paced delivery re-checks the opt-out, a bounce and the cap, but not the consent
 * rule, so a failed offer set pending again could reach a customer the rule now excludes. The CSV
 * export takes the list's filter: it is offered once every matching log is selected.
 */
export function EmailLogsBulkBar({ companyId, search, list, selection }: Props) {
  const href = withQuery('/api/email-logs/export.csv', { companyId, search: search.trim() });
  // Every log of the search, whether by 'Alle N auswählen' or ticked one by one.
  const everything = selection.allMatching || selection.count(list.total) >= list.total;
  return (
    <BulkBar
      selection={selection}
      total={list.total}
      totalText={list.totalText}
      noun={{ one: 'E-Mail', many: 'E-Mails' }}
    >
      {everything ? (
        <a href={href} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden />
          Als CSV exportieren
        </a>
      ) : (
        <span className="text-xs text-muted-foreground">Für den CSV-Export alle Treffer auswählen</span>
      )}
    </BulkBar>
  );
}
