import { formatDateTime } from '@common/format';
import { implausiblePriceText, isImplausiblePrice } from '@common/price';
import type { Customer } from '@common/schemas/customer';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DialogHeading } from '@/components/dialog-heading';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { useSaveCustomer } from '../api/save-customer';
import { CustomerConsentHistory } from './customer-consent-history';
import { CustomerFormFields } from './customer-form-fields';
import {
  type CustomerFormOutput,
  type CustomerFormValues,
  customerFormSchema,
  customerFormValues,
} from './customer-form-schema';

export const implausiblePriceQuestion = (price: string) =>
  `${implausiblePriceText(price)}. Trotzdem speichern?`;

export interface CustomerFormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The company a new customer belongs to; 0 or missing: the modal is not shown (docs/product.md §5). */
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

  // Esc or a click outside would throw away what was typed: ask first.
  const [askDiscard, setAskDiscard] = useState(false);
  // The values waiting for the answer to the price question (the app's dialog, not confirm()).
  const [askPrice, setAskPrice] = useState<CustomerFormOutput | null>(null);
  useEffect(() => {
    if (open) form.reset(customerFormValues(customer));
    setAskDiscard(false);
    setAskPrice(null);
  }, [open, customer, form]);
  // Read while rendering: react-hook-form only tracks the form state a render has asked for.
  const { isDirty } = form.formState;
  const requestOpenChange = (next: boolean) => {
    if (!next && isDirty && !save.isPending) setAskDiscard(true);
    else onOpenChange(next);
  };

  if (!companyId) return null;

  const saveValues = (values: CustomerFormOutput) => {
    const done = saveToasts(isNew, () => onOpenChange(false));
    if (isNew) save.mutate({ id: null, input: { ...values, companyId } }, done);
    else save.mutate({ id: customer.id, input: values }, done);
  };
  const submit = form.handleSubmit((values) => {
    // '7950' typed for '79,50' is a costly slip: ask before saving an implausible price.
    if (isImplausiblePrice(values.pricePerReview)) setAskPrice(values);
    else saveValues(values);
  });

  return (
    <Dialog open={open} onOpenChange={requestOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeading title={isNew ? 'Neuer Kunde' : 'Kunde bearbeiten'}>
          {isNew
            ? 'Legen Sie einen Kunden an, dessen Google-Bewertungen überwacht werden.'
            : 'Ändern Sie die Daten und den Status des Kunden.'}
        </DialogHeading>
        {askDiscard && (
          <DiscardQuestion onKeep={() => setAskDiscard(false)} onDiscard={() => onOpenChange(false)} />
        )}
        {customer?.optedOutAt && <OptedOutNote optedOutAt={customer.optedOutAt} />}
        <form className="space-y-4" onSubmit={submit} noValidate>
          <CustomerFormFields form={form} isNew={isNew} />
          {customer && <CustomerConsentHistory customer={customer} />}
          <FormDialogFooter isNew={isNew} pending={save.isPending} onCancel={() => onOpenChange(false)} />
        </form>
        <ConfirmDialog
          open={askPrice !== null}
          title="Preis prüfen"
          description={askPrice ? implausiblePriceQuestion(askPrice.pricePerReview) : ''}
          confirmLabel="Trotzdem speichern"
          onConfirm={() => {
            if (askPrice) saveValues(askPrice);
            setAskPrice(null);
          }}
          onCancel={() => setAskPrice(null)}
        />
      </DialogContent>
    </Dialog>
  );
}

/** The toasts after saving; success also closes the dialog. */
function saveToasts(isNew: boolean, close: () => void) {
  return {
    onSuccess: () => {
      toast({ title: isNew ? 'Kunde erstellt' : 'Kunde aktualisiert' });
      close();
    },
    onError: () =>
      toast({
        title: 'Fehler',
        description: isNew ? 'Kunde konnte nicht erstellt werden' : 'Kunde konnte nicht aktualisiert werden',
        variant: 'destructive',
      }),
  };
}

/** An opt-out is the customer's decision: shown here, never undone from the app. */
function OptedOutNote({ optedOutAt }: { optedOutAt: string }) {
  return (
    <p
      role="status"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
    >
      Abgemeldet am {formatDateTime(optedOutAt)}: Dieser Kunde hat E-Mails abbestellt und erhält keine
      Benachrichtigungen mehr. Die Abmeldung lässt sich hier nicht aufheben.
    </p>
  );
}

function DiscardQuestion({ onKeep, onDiscard }: { onKeep(): void; onDiscard(): void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <span>Ihre Eingaben sind noch nicht gespeichert.</span>
      <span className="flex gap-2">
        <Button type="button" size="sm" variant="outline" autoFocus onClick={onKeep}>
          Weiter bearbeiten
        </Button>
        <Button type="button" size="sm" variant="destructive" onClick={onDiscard}>
          Verwerfen
        </Button>
      </span>
    </div>
  );
}
