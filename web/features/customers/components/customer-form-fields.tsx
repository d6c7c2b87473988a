import { customerStatuses } from '@common/enums';
import { consentLabels, customerStatusLabels } from '@common/labels';
import { consentBases, contactTitles } from '@common/schemas/customer';
import type { ReactElement } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { dangerTone } from '@/lib/tones';
import type { CustomerFormOutput, CustomerFormValues } from './customer-form-schema';

type Form = UseFormReturn<CustomerFormValues, unknown, CustomerFormOutput>;
type Field = keyof CustomerFormValues;

/** Radix Select has no empty item value; this one stands for "no salutation". */
const noTitle = 'none';

export function CustomerFormFields({ form, isNew }: { form: Form; isNew: boolean }) {
  const { errors } = form.formState;
  const id = (name: Field) => `customer-${name}`;
  const a11y = (name: Field) => ({
    id: id(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id(name)}-error` : undefined,
  });
  const row = (name: Field, label: string, control: ReactElement, className?: string) => (
    <div className={className ?? 'space-y-2'}>
      <Label htmlFor={id(name)}>{label}</Label>
      {control}
      {errors[name]?.message && (
        <p className={dangerTone.message} id={`${id(name)}-error`}>
          {errors[name]?.message}
        </p>
      )}
    </div>
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {row(
        'name',
        'Name *',
        <Input autoComplete="off" aria-required {...a11y('name')} {...form.register('name')} />,
      )}
      {row(
        'email',
        'E-Mail *',
        <Input
          type="email"
          autoComplete="off"
          aria-required
          {...a11y('email')}
          {...form.register('email')}
        />,
      )}
      {row(
        'phone',
        'Telefon',
        <Input type="tel" autoComplete="off" {...a11y('phone')} {...form.register('phone')} />,
      )}
      {row(
        'contactTitle',
        'Anrede',
        <Controller
          control={form.control}
          name="contactTitle"
          render={({ field }) => (
            <Select
              value={field.value || noTitle}
              onValueChange={(v) => field.onChange(v === noTitle ? '' : v)}
            >
              <SelectTrigger {...a11y('contactTitle')} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={noTitle}>Keine Angabe</SelectItem>
                {contactTitles.map((title) => (
                  <SelectItem key={title} value={title}>
                    {title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />,
      )}
      {row(
        'contactPerson',
        'Ansprechpartner',
        <Input
          autoComplete="off"
          placeholder="Vor- und Nachname"
          {...a11y('contactPerson')}
          {...form.register('contactPerson')}
        />,
      )}
      {row(
        'pricePerReview',
        'Preis pro Rezension (€) *',
        // Text, not type=number: a number field reads '79,50' by the browser's locale, not the operator's.
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder="89,00"
          aria-required
          {...a11y('pricePerReview')}
          {...form.register('pricePerReview')}
        />,
      )}
      {row(
        'googleMapsLink',
        'Google Maps Link *',
        <Input
          type="url"
          autoComplete="off"
          placeholder="https://www.google.com/maps/place/..."
          aria-required
          {...a11y('googleMapsLink')}
          {...form.register('googleMapsLink')}
        />,
        'space-y-2 sm:col-span-2',
      )}
      {!isNew &&
        row(
          'status',
          'Status',
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select value={field.value || 'email_sent'} onValueChange={field.onChange}>
                <SelectTrigger {...a11y('status')} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {customerStatuses.map((status) => (
                    <SelectItem key={status} value={status}>
                      {customerStatusLabels[status]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />,
        )}
      {row(
        'consent',
        'Einwilligung',
        <Controller
          control={form.control}
          name="consent"
          render={({ field }) => (
            <Select value={field.value ?? 'none'} onValueChange={field.onChange}>
              <SelectTrigger {...a11y('consent')} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {consentBases.map((basis) => (
                  <SelectItem key={basis} value={basis}>
                    {consentLabels[basis]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />,
      )}
      {row(
        'consentDate',
        'Datum der Einwilligung',
        <Input
          inputMode="numeric"
          autoComplete="off"
          placeholder="TT.MM.JJJJ"
          {...a11y('consentDate')}
          {...form.register('consentDate')}
        />,
      )}
      {row(
        'consentNote',
        'Notiz zur Einwilligung',
        <Input
          autoComplete="off"
          placeholder="z. B. telefonisch mit Herrn Klein vereinbart"
          {...a11y('consentNote')}
          {...form.register('consentNote')}
        />,
        'space-y-2 sm:col-span-2',
      )}
      {row(
        'billingName',
        'Rechnungsempfänger',
        <Input
          autoComplete="off"
          placeholder="Firmenname mit Rechtsform, leer: der Name oben"
          {...a11y('billingName')}
          {...form.register('billingName')}
        />,
        'space-y-2 sm:col-span-2',
      )}
      {row(
        'billingAddress',
        'Rechnungsanschrift',
        <Textarea
          rows={2}
          placeholder={'Straße und Hausnummer\nPLZ Ort'}
          {...a11y('billingAddress')}
          {...form.register('billingAddress')}
        />,
        'space-y-2 sm:col-span-2',
      )}
    </div>
  );
}
