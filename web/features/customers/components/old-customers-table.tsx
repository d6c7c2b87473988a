import { formatDate } from '@common/format';
import type { CustomerListItem } from '@common/schemas/customer';
import { Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { StarRating } from '@/components/star-rating';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ActivityBadge } from './activity-badge';

interface Props {
  customers: CustomerListItem[];
  canManage: boolean;
  isPending(id: number): boolean;
  onEdit(customer: CustomerListItem): void;
  onDelete(customer: CustomerListItem): void;
  onToggleActive(customer: CustomerListItem): void;
}

export function OldCustomersTable({
  customers,
  canManage,
  isPending,
  onEdit,
  onDelete,
  onToggleActive,
}: Props) {
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
            <TableCell className="text-right tabular-nums">{customer.reviewCount}</TableCell>
            <TableCell>
              {customer.lastReview ? (
                <div className="flex items-center gap-2 whitespace-nowrap">
                  <StarRating rating={customer.lastReview.rating} />
                  <span className="text-xs text-muted-foreground tabular-nums">
                    {formatDate(customer.lastReview.reviewDate)}
                  </span>
                </div>
              ) : (
                <span className="text-muted-foreground">-</span>
              )}
            </TableCell>
            <TableCell>
              <ActivityBadge customer={customer} />
            </TableCell>
            {canManage && (
              <TableCell className="text-right whitespace-nowrap">
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
                  <span className="hidden 2xl:inline">
                    {customer.isActive ? 'Deaktivieren' : 'Aktivieren'}
                  </span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-destructive hover:text-destructive"
                  onClick={() => onDelete(customer)}
                  title="Löschen"
                  aria-label={`${customer.name} löschen`}
                >
                  <Trash2 className="size-4" aria-hidden />
                  <span className="hidden 2xl:inline">Löschen</span>
                </Button>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
