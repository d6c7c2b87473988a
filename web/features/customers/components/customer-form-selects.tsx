import { customerStatuses } from '@common/enums';
import { consentLabels, customerStatusLabels } from '@common/labels';
import { consentBases, contactTitles } from '@common/schemas/customer';
import { Controller } from 'react-hook-form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { CustomerFieldA11y, CustomerForm } from './customer-form-row';

/** Radix Select has no empty item value; this one stands for "no salutation". */
const noTitle = 'none';

interface SelectFieldProps {
  form: CustomerForm;
  a11y: CustomerFieldA11y;
}

/** 'Anrede': Herr, Frau … or 'Keine Angabe' (stored as ''). */
export function ContactTitleSelect({ form, a11y }: SelectFieldProps) {
  return (
    <Controller
      control={form.control}
      name="contactTitle"
      render={({ field }) => (
        <Select value={field.value || noTitle} onValueChange={(v) => field.onChange(v === noTitle ? '' : v)}>
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
    />
  );
}

/** 'Status' (only when editing; a new customer starts at the first). */
export function CustomerStatusField({ form, a11y }: SelectFieldProps) {
  return (
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
    />
  );
}

/** 'Einwilligung': the legal basis for writing to the customer. */
export function ConsentSelect({ form, a11y }: SelectFieldProps) {
  return (
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
    />
  );
}
