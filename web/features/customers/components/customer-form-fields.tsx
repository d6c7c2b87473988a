import { customerStatuses } from '@common/enums';
import { customerStatusLabels } from '@common/labels';
import { contactTitles } from '@common/schemas/customer';
import type { ReactElement } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
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
        <p className="text-sm text-destructive" id={`${id(name)}-error`}>
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
        <Input
          type="number"
          step="0.01"
          min="0"
          inputMode="decimal"
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
    </div>
  );
}
