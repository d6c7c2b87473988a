import type { Customer } from '@common/schemas/customer';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { useSaveCustomer } from '../api/save-customer';
import { CustomerFormFields } from './customer-form-fields';
import {
  type CustomerFormOutput,
  type CustomerFormValues,
  customerFormSchema,
  customerFormValues,
} from './customer-form-schema';

export interface CustomerFormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The company a new customer belongs to; 0 or missing: the modal is not shown (spec §5). */
  companyId: number | null | undefined;
  /** null: a new customer. */
  customer: Customer | null;
}

export function CustomerFormDialog({ open, onOpenChange, companyId, customer }: CustomerFormDialogProps) {
  const isNew = customer === null;
  const save = useSaveCustomer();
  const form = useForm<CustomerFormValues, unknown, CustomerFormOutput>({
    resolver: zodResolver(customerFormSchema),
    defaultValues: customerFormValues(customer),
  });

  useEffect(() => {
    if (open) form.reset(customerFormValues(customer));
  }, [open, customer, form]);

  if (!companyId) return null;

  const submit = form.handleSubmit((values) => {
    const done = {
      onSuccess: () => {
        toast({ title: isNew ? 'Kunde erstellt' : 'Kunde aktualisiert' });
        onOpenChange(false);
      },
      onError: () =>
        toast({
          title: 'Fehler',
          description: isNew
            ? 'Kunde konnte nicht erstellt werden'
            : 'Kunde konnte nicht aktualisiert werden',
          variant: 'destructive',
        }),
    };
    if (isNew) save.mutate({ id: null, input: { ...values, companyId } }, done);
    else save.mutate({ id: customer.id, input: values }, done);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{isNew ? 'Neuer Kunde' : 'Kunde bearbeiten'}</DialogTitle>
          <DialogDescription>
            {isNew
              ? 'Legen Sie einen Kunden an, dessen Google-Bewertungen überwacht werden.'
              : 'Ändern Sie die Daten und den Status des Kunden.'}
          </DialogDescription>
        </DialogHeader>
        <form className="space-y-4" onSubmit={submit} noValidate>
          <CustomerFormFields form={form} isNew={isNew} />
          <FormDialogFooter isNew={isNew} pending={save.isPending} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
