import { type CustomerStatus, customerStatuses } from '@common/enums';
import { formatCount } from '@common/format';
import { customerStatusLabels } from '@common/labels';
import type { CustomerBulkDelete } from '@common/schemas/bulk';
import { ChevronDown, Power, PowerOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { BulkBar } from '@/components/bulk/bulk-bar';
import { useBulkAction } from '@/components/bulk/use-bulk-action';
import { type BulkSelection, bulkTarget } from '@/components/bulk/use-bulk-selection';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { queryKeys } from '@/lib/query-keys';

interface Props {
  companyId: number;
  /** The list's filter as the bulk endpoints take it (the same values as GET /api/customers). */
  filter: CustomerBulkDelete['filter'];
  /** Customers matching the filter (the status tab's count). */
  total: number;
  selection: BulkSelection;
  canManage: boolean;
}

/** Accusative: '1 Kunden löschen' as '12 Kunden löschen'. */
const customersText = (n: number) => `${formatCount(n)} Kunden`;

/** A button's text: on a phone the icon alone (the bar stays two lines), the name kept for screen readers. */
const Label = ({ children }: { children: string }) => (
  <span className="sr-only sm:not-sr-only">{children}</span>
);

/**
 * The customer list's bulk bar (docs/product.md §14 "Bulk work"): 'Status ändern' for every role;
 * 'Aktivieren', 'Deaktivieren' and 'Löschen' for admins and managers. 'Löschen' asks once, naming
 * the count.
 */
export function CustomersBulkBar({ companyId, filter, total, selection, canManage }: Props) {
  const action = useBulkAction([queryKeys.customers, queryKeys.dashboardStats], selection.clear);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const count = selection.count(total);
  const body = { companyId, ...bulkTarget(selection, filter, { total }) };
  const setStatus = (status: CustomerStatus) => action.run('/api/customers/bulk/status', { ...body, status });
  const setActive = (isActive: boolean) => action.run('/api/customers/bulk/active', { ...body, isActive });

  return (
    <>
      <BulkBar selection={selection} total={total} noun={{ one: 'Kunde', many: 'Kunden' }}>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm" disabled={action.isPending}>
              Status ändern
              <ChevronDown aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {customerStatuses.map((status) => (
              <DropdownMenuItem key={status} onSelect={() => setStatus(status)}>
                {customerStatusLabels[status]}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
        {canManage && (
          <>
            <Button
              variant="outline"
              size="sm"
              disabled={action.isPending}
              title="Aktivieren"
              onClick={() => setActive(true)}
            >
              <Power aria-hidden />
              <Label>Aktivieren</Label>
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={action.isPending}
              title="Deaktivieren"
              onClick={() => setActive(false)}
            >
              <PowerOff aria-hidden />
              <Label>Deaktivieren</Label>
            </Button>
            <Button
              variant="destructive"
              size="sm"
              disabled={action.isPending}
              title="Löschen"
              onClick={() => setConfirmDelete(true)}
            >
              <Trash2 aria-hidden />
              <Label>Löschen</Label>
            </Button>
          </>
        )}
      </BulkBar>
      <ConfirmDialog
        open={confirmDelete}
        title={`${customersText(count)} endgültig löschen?`}
        description="Ihre Bewertungen, E-Mail Logs, Wiedervorlagen und Löschaufträge werden mit gelöscht. Das lässt sich nicht rückgängig machen."
        confirmLabel={`${customersText(count)} löschen`}
        destructive
        onConfirm={() => {
          setConfirmDelete(false);
          action.run('/api/customers/bulk/delete', body);
        }}
        onCancel={() => setConfirmDelete(false)}
      />
    </>
  );
}
