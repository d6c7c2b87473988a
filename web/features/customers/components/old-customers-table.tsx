import { formatCount, formatDate } from '@common/format';
import type { CustomerListItem } from '@common/schemas/customer';
import { Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { StarRating } from '@/components/star-rating';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { dangerTone } from '@/lib/tones';
import { ActivityBadge } from './activity-badge';

interface Props {
  customers: CustomerListItem[];
  canManage: boolean;
  isPending(id: number): boolean;
  onEdit(customer: CustomerListItem): void;
  onDelete(customer: CustomerListItem): void;
  onToggleActive(customer: CustomerListItem): void;
}

type Actions = Pick<Props, 'isPending' | 'onEdit' | 'onDelete' | 'onToggleActive'>;

/** Edit, (de)activate and delete; the words show beside the icons where there is room. */
function OldCustomerActions({
  customer,
  isPending,
  onEdit,
  onDelete,
  onToggleActive,
}: Actions & { customer: CustomerListItem }) {
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onEdit(customer)}
        title="Bearbeiten"
        aria-label={`${customer.name} bearbeiten`}
      >
        <Pencil className="size-4" aria-hidden />
        <span className="hidden 2xl:inline">Bearbeiten</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={isPending(customer.id)}
        onClick={() => onToggleActive(customer)}
        title={customer.isActive ? 'Deaktivieren' : 'Aktivieren'}
        aria-label={`${customer.name} ${customer.isActive ? 'deaktivieren' : 'aktivieren'}`}
      >
        {customer.isActive ? (
          <PowerOff className="size-4" aria-hidden />
        ) : (
          <Power className="size-4" aria-hidden />
        )}
        <span className="hidden 2xl:inline">{customer.isActive ? 'Deaktivieren' : 'Aktivieren'}</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className={dangerTone.ghostButton}
        onClick={() => onDelete(customer)}
        title="Löschen"
        aria-label={`${customer.name} löschen`}
      >
        <Trash2 className="size-4" aria-hidden />
        <span className="hidden 2xl:inline">Löschen</span>
      </Button>
    </>
  );
}

function LastRating({ customer, wrap = false }: { customer: CustomerListItem; wrap?: boolean }) {
  return customer.lastReview ? (
    <div
      className={wrap ? 'flex flex-wrap items-center gap-x-2' : 'flex items-center gap-2 whitespace-nowrap'}
    >
      <StarRating rating={customer.lastReview.rating} />
      <span className="text-xs text-muted-foreground tabular-nums">
        {formatDate(customer.lastReview.reviewDate)}
      </span>
    </div>
  ) : (
    <span className="text-muted-foreground">-</span>
  );
}

/** Small screens: one card per customer with the same facts and actions (no sideways scrolling). */
export function OldCustomerCards({ customers, canManage, ...actions }: Props) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {customers.map((customer) => (
        <li key={customer.id} className="space-y-2 rounded-lg border bg-card p-3 text-sm">
          <div className="min-w-0 space-y-1">
            <p className="font-medium break-words">{customer.name}</p>
            <p className="text-xs break-all text-muted-foreground">{customer.email}</p>
            <ActivityBadge customer={customer} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">Telefon</dt>
            <dd className="whitespace-nowrap">{customer.phone || '-'}</dd>
            <dt className="text-muted-foreground">Bewertungen</dt>
            <dd className="tabular-nums">{formatCount(customer.reviewCount)}</dd>
            <dt className="text-muted-foreground">Letzte Bewertung</dt>
            <dd>
              <LastRating customer={customer} wrap />
            </dd>
          </dl>
          {canManage && (
            <div className="flex justify-end border-t pt-2">
              <OldCustomerActions customer={customer} {...actions} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

export function OldCustomersTable({ customers, canManage, ...actions }: Props) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Telefon</TableHead>
          <TableHead className="text-right">Bewertungen</TableHead>
          <TableHead>Letzte Bewertung</TableHead>
          <TableHead>Status</TableHead>
          {canManage && <TableHead className="text-right">Aktionen</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {customers.map((customer) => (
          <TableRow key={customer.id}>
            <TableCell>
              <div className="font-medium">{customer.name}</div>
              <div className="text-xs text-muted-foreground">{customer.email}</div>
            </TableCell>
            <TableCell className="whitespace-nowrap">{customer.phone || '-'}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCount(customer.reviewCount)}</TableCell>
            <TableCell>
              <LastRating customer={customer} />
            </TableCell>
            <TableCell>
              <ActivityBadge customer={customer} />
            </TableCell>
            {canManage && (
              <TableCell className="text-right whitespace-nowrap">
                <OldCustomerActions customer={customer} {...actions} />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
