import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { dangerTone } from '@/lib/tones';
import type { SettingsForm, SettingsFormValues } from './settings-form-values';

type TextField = Exclude<keyof SettingsFormValues, SwitchField>;
type SwitchField =
  | 'emailNotifications'
  | 'dailyReports'
  | 'smsAlerts'
  | 'twoFactor'
  | 'dataRetention'
  | 'testMode'
  | 'requireConsent'
  | 'caseUpdateMails'
  | 'offerNamesGround'
  | 'invoiceNumberYear';

interface TextProps {
  form: SettingsForm;
  name: TextField;
  label: string;
  hint?: ReactNode;
  /** Defaults to an <Input> registered under `name`. */
  children?: ReactNode;
  type?: string;
  /** The phone keyboard for a text field that takes a number ('decimal': with the comma). */
  inputMode?: 'decimal' | 'numeric';
  placeholder?: string;
  /** Shown but not editable (a field the role may not change). */
  readOnly?: boolean;
}

export function SettingsTextField({
  form,
  name,
  label,
  hint,
  children,
  type = 'text',
  inputMode,
  placeholder,
  readOnly,
}: TextProps) {
  const error = form.formState.errors[name]?.message;
  const id = `settings-${name}`;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children ?? (
        <Input
          id={id}
          type={type}
          inputMode={inputMode}
          autoComplete={type === 'password' ? 'new-password' : 'off'}
          placeholder={placeholder}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          {...form.register(name)}
        />
      )}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={dangerTone.message}>
          {error}
        </p>
      )}
    </div>
  );
}

export function SettingsSwitch({
  form,
  name,
  label,
  description,
}: {
  form: SettingsForm;
  name: SwitchField;
  label: string;
  description: string;
}) {
  const id = `settings-${name}`;
  return (
    <div className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0 space-y-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Switch
            id={id}
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            aria-describedby={`${id}-hint`}
          />
        )}
      />
    </div>
  );
}
