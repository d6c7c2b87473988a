import type { CustomerListItem } from '@common/schemas/customer';
import { ReplyStateLine } from '@/components/badges/reply-badges';
import { SelectLoadedCheckbox, SelectRowCheckbox } from '@/components/bulk/bulk-bar';
import { NetPrice } from '@/components/net-price';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { CustomerSortKey } from '../api/get-customers';
import { CustomerAvatar, LastEmail, LastReview, OptedOutBadge, SignupOriginLine } from './customer-cells';
import { CustomerFollowUpLine, CustomerRowActions, CustomerRowStatus } from './customer-row-controls';
import type { CustomerRowHandlers } from './customer-row-handlers';
import { SortableHead, type SortState } from './sortable-head';

interface Props extends CustomerRowHandlers {
  customers: CustomerListItem[];
  sort: SortState;
  onSort(key: CustomerSortKey): void;
}

/** Large screens (docs/product.md §2; from xl, see use-media-query): Kunde, Letzte E-Mail, Letzte Rezension, Preis/Rezension, Status, Aktionen. */
export function CustomersTable({ customers, sort, onSort, ...row }: Props) {
  return (
    <Table className="table-fixed">
      <CustomersTableHead sort={sort} onSort={onSort} selection={row.selection} />
      <TableBody>
        {customers.map((customer) => (
          <TableRow key={customer.id}>
            {row.selection && (
              // A selected row is marked by a bar at its start: a tint would lower the contrast of red text.
              <TableCell
                className={
                  row.selection.selection.isSelected(customer.id)
                    ? 'shadow-[inset_3px_0_0_var(--primary)]'
                    : undefined
                }
              >
                <SelectRowCheckbox {...row.selection} id={customer.id} name={customer.name} />
              </TableCell>
            )}
            <TableCell>
              <div className="flex min-w-0 items-center gap-3">
                <CustomerAvatar customer={customer} />
                <div className="min-w-0">
                  <div className="flex min-w-0 items-center gap-2">
                    <span className="truncate font-medium">{customer.name}</span>
                    <OptedOutBadge optedOutAt={customer.optedOutAt} />
                  </div>
                  <div className="truncate text-xs text-muted-foreground">{customer.email}</div>
                  <ReplyStateLine repliedAt={customer.repliedAt} bouncedAt={customer.emailBouncedAt} />
                  <SignupOriginLine fromSignup={customer.fromSignup} />
                  {customer.phone && (
                    <div className="truncate text-xs text-muted-foreground">{customer.phone}</div>
                  )}
                  <CustomerFollowUpLine followUp={customer.followUp} />
                </div>
              </div>
            </TableCell>
            <TableCell>
              <LastEmail log={customer.lastEmailLog} />
            </TableCell>
            <TableCell>
              <LastReview review={customer.lastReview} />
            </TableCell>
            <TableCell className="font-medium tabular-nums">
              <NetPrice value={customer.pricePerReview} companyId={customer.companyId} />
            </TableCell>
            <TableCell>
              <CustomerRowStatus customer={customer} row={row} />
            </TableCell>
            <TableCell>
              <CustomerRowActions customer={customer} row={row} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The columns; four of them sort on the server. */
function CustomersTableHead({ sort, onSort, selection }: Pick<Props, 'sort' | 'onSort' | 'selection'>) {
  return (
    <TableHeader>
      <TableRow>
        {selection && (
          <TableHead className="w-10">
            <SelectLoadedCheckbox {...selection} />
          </TableHead>
        )}
        <SortableHead label="Kunde" sortKey="name" state={sort} onSort={onSort} className="w-[25%]" />
        <SortableHead
          label="Letzte E-Mail"
          sortKey="lastEmail"
          state={sort}
          onSort={onSort}
          className="w-[16%]"
        />
        <SortableHead
          label="Letzte Rezension"
          sortKey="lastReview"
          state={sort}
          onSort={onSort}
          className="w-[16%]"
        />
        <SortableHead
          label="Preis/Rezension"
          sortKey="price"
          state={sort}
          onSort={onSort}
          className="w-[12%]"
        />
        <TableHead className="w-[17%]">Status</TableHead>
        <TableHead className="w-[14%] text-right">Aktionen</TableHead>
      </TableRow>
    </TableHeader>
  );
}
