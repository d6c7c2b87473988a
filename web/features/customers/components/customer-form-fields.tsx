import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { type CustomerForm, useCustomerFieldRow } from './customer-form-row';
import { ConsentSelect, ContactTitleSelect, CustomerStatusField } from './customer-form-selects';

export function CustomerFormFields({ form, isNew }: { form: CustomerForm; isNew: boolean }) {
  const { a11y, row } = useCustomerFieldRow(form);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <CustomerContactFields form={form} />
      {!isNew && row('status', 'Status', <CustomerStatusField form={form} a11y={a11y} />)}
      <CustomerConsentAndBillingFields form={form} />
    </div>
  );
}

/** Name, address, salutation, contact, price and the Google Maps link. */
function CustomerContactFields({ form }: { form: CustomerForm }) {
  const { a11y, row } = useCustomerFieldRow(form);
  return (
    <>
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
      {row('contactTitle', 'Anrede', <ContactTitleSelect form={form} a11y={a11y} />)}
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
    </>
  );
}

/** The consent (basis, date, note) and whom the invoices go to. */
function CustomerConsentAndBillingFields({ form }: { form: CustomerForm }) {
  const { a11y, row } = useCustomerFieldRow(form);
  return (
    <>
      {row('consent', 'Einwilligung', <ConsentSelect form={form} a11y={a11y} />)}
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
    </>
  );
}
