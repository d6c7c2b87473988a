import type { ReactElement } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { dangerTone } from '@/lib/tones';
import type { CustomerFormOutput, CustomerFormValues } from './customer-form-schema';

export type CustomerForm = UseFormReturn<CustomerFormValues, unknown, CustomerFormOutput>;
export type CustomerField = keyof CustomerFormValues;

/**
 * The customer form's labelled rows: `a11y(name)` gives a control its id and ties its error
 * message to it; `row(...)` sets label, control and message.
 */
export function useCustomerFieldRow(form: CustomerForm) {
  const { errors } = form.formState;
  const id = (name: CustomerField) => `customer-${name}`;
  const a11y = (name: CustomerField) => ({
    id: id(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id(name)}-error` : undefined,
  });
  const row = (name: CustomerField, label: string, control: ReactElement, className?: string) => (
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
  return { a11y, row };
}

export type CustomerFieldA11y = ReturnType<typeof useCustomerFieldRow>['a11y'];
