import type { CustomerStatus } from '@common/enums';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDeleteCustomer } from './api/delete-customer';
import { usePatchCustomer } from './api/patch-customer';

/** The customer actions with their notices (docs/product.md §8), shared by the panel and the old page. */
export function useCustomerMutations() {
  const patch = usePatchCustomer();
  const remove = useDeleteCustomer();

  const changeStatus = (id: number, status: CustomerStatus) =>
    patch.mutate(
      { id, patch: { status } },
      {
        onSuccess: () =>
          toast({ title: 'Status aktualisiert', description: 'Kundenstatus wurde erfolgreich geändert' }),
        onError: () =>
          toast({
            title: 'Fehler',
            description: 'Status konnte nicht geändert werden',
            variant: 'destructive',
          }),
      },
    );

  const setActive = (id: number, isActive: boolean) =>
    patch.mutate(
      { id, patch: { isActive } },
      {
        onSuccess: () => toast({ title: isActive ? 'Kunde aktiviert' : 'Kunde deaktiviert' }),
        onError: () =>
          toast({
            title: 'Fehler',
            description: 'Status konnte nicht geändert werden.',
            variant: 'destructive',
          }),
      },
    );

  const deleteCustomer = (id: number) =>
    remove.mutate(id, {
      onSuccess: () =>
        toast({ title: 'Kunde gelöscht', description: 'Der Kunde wurde erfolgreich gelöscht' }),
      onError: (error) =>
        toast({
          title: 'Fehler beim Löschen',
          description: errorMessage(error, 'Kunde konnte nicht gelöscht werden'),
          variant: 'destructive',
        }),
    });

  /** The row whose PATCH is under way waits with its controls. */
  const isPatching = (id: number) => patch.isPending && patch.variables?.id === id;

  return { changeStatus, setActive, deleteCustomer, isPatching };
}
