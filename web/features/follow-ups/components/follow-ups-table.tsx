import type { FollowUp } from '@common/schemas/follow-up';
import { Check } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useCompleteFollowUp } from '@/components/follow-ups/follow-up-api';
import { FollowUpDue } from '@/components/follow-ups/follow-up-due';
import { Button } from '@/components/ui/button';
import { type VirtualColumn, VirtualTable, type VirtualTableProps } from '@/components/virtual-table';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';

type Paging = Omit<VirtualTableProps<FollowUp>, 'label' | 'columns' | 'getKey'>;

/** The customer drawer on the company's customer list, with the follow-up section in view. */
export const customerDrawerPath = (f: Pick<FollowUp, 'companyId' | 'customerId'>) =>
  `${paths.companyPage('customers-new', f.companyId)}?customer=${f.customerId}`;

function DoneButton({ followUp }: { followUp: FollowUp }) {
  const complete = useCompleteFollowUp();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={complete.isPending}
      aria-label={`Wiedervorlage für ${followUp.customerName} erledigt`}
      onClick={() =>
        complete.mutate(followUp.id, {
          onSuccess: () => toast({ title: 'Wiedervorlage erledigt', description: followUp.customerName }),
          onError: (error) =>
            toast({
              title: 'Wiedervorlage konnte nicht erledigt werden',
              description: errorMessage(error),
              variant: 'destructive',
            }),
        })
      }
    >
      <Check className="size-4" aria-hidden />
      Erledigt
    </Button>
  );
}

const columns: VirtualColumn<FollowUp>[] = [
  {
    id: 'customer',
    header: 'Kunde',
    width: 'minmax(9rem, 1.4fr)',
    cell: (f) => (
      <Link
        href={customerDrawerPath(f)}
        className="block truncate font-medium underline-offset-4 hover:underline max-md:whitespace-normal"
        title={f.customerName}
      >
        {f.customerName}
      </Link>
    ),
  },
  {
    id: 'company',
    header: 'Firma',
    width: 'minmax(7rem, 1fr)',
    cell: (f) => (
      <span className="block truncate text-muted-foreground max-md:whitespace-normal" title={f.companyName}>
        {f.companyName}
      </span>
    ),
  },
  {
    id: 'due',
    header: 'Fällig',
    width: 'minmax(11rem, 1.2fr)',
    cell: (f) => <FollowUpDue dueAt={f.dueAt} className="max-w-full" />,
  },
  {
    id: 'owner',
    header: 'Bearbeiter',
    width: 'minmax(7rem, 1fr)',
    cell: (f) => (
      <span className="block truncate">
        {f.ownerName ?? <span className="text-muted-foreground">Niemand</span>}
      </span>
    ),
  },
  {
    id: 'note',
    header: 'Notiz',
    width: 'minmax(8rem, 2fr)',
    cell: (f) =>
      f.note ? (
        <span className="line-clamp-2 break-words" title={f.note}>
          {f.note}
        </span>
      ) : (
        <span className="text-muted-foreground">-</span>
      ),
  },
  {
    id: 'actions',
    header: 'Aktion',
    width: '7.5rem',
    cell: (f) => <DoneButton followUp={f} />,
  },
];

/** Open follow-ups, virtualised; a row (or its customer link) opens the customer drawer. */
export function FollowUpsTable(props: Paging) {
  const [, navigate] = useLocation();
  return (
    <VirtualTable
      label="Wiedervorlagen"
      columns={columns}
      getKey={(f) => f.id}
      minWidth="56rem"
      rowHeight={57}
      cardHeight={250}
      onRowClick={(f) => navigate(customerDrawerPath(f))}
      {...props}
    />
  );
}
