import type { CreateCompany, createCompanySchema } from '@common/schemas/company';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { usePermissions } from '@/lib/auth';
import { dangerTone } from '@/lib/tones';

type Form = UseFormReturn<CreateCompany, unknown, z.output<typeof createCompanySchema>>;
type Field = 'name' | 'gmailEmail' | 'gmailPassword' | 'smtpHost' | 'smtpPort';

interface Props {
  form: Form;
  isNew: boolean;
  hasPassword: boolean;
}

const passwordRule =
  'Bei Änderung von Server, Port oder Absenderadresse muss das App-Passwort neu eingegeben werden.';

export function CompanyFormFields({ form, isNew, hasPassword }: Props) {
  const { errors } = form.formState;
  const { manageMailServer } = usePermissions();
  const row = (name: Field, label: string, input: ReactNode, hint?: string) => {
    const error = errors[name]?.message;
    return (
      <div className="space-y-2">
        <Label htmlFor={`company-${name}`}>{label}</Label>
        {input}
        {hint && !error && (
          <p className="text-xs text-muted-foreground" id={`company-${name}-hint`}>
            {hint}
          </p>
        )}
        {error && (
          <p className={dangerTone.message} id={`company-${name}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };
  const described = (name: Field) => ({
    id: `company-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `company-${name}-error` : `company-${name}-hint`,
  });

  return (
    <>
      {row(
        'name',
        'Firmenname *',
        <Input autoComplete="organization" aria-required {...described('name')} {...form.register('name')} />,
      )}
      {row(
        'gmailEmail',
        'Gmail-Adresse',
        <Input
          type="email"
          autoComplete="off"
          placeholder="firma@gmail.com"
          {...described('gmailEmail')}
          {...form.register('gmailEmail')}
        />,
        'Von dieser Adresse werden die Benachrichtigungen an die Kunden gesendet.',
      )}
      {row(
        'gmailPassword',
        'App-Passwort',
        <Input
          type="password"
          autoComplete="new-password"
          {...described('gmailPassword')}
          {...form.register('gmailPassword')}
        />,
        !isNew && hasPassword
          ? `Ein App-Passwort ist gespeichert. Leer lassen, um es unverändert zu lassen. ${passwordRule}`
          : isNew
            ? 'Wird verschlüsselt gespeichert.'
            : `Noch kein App-Passwort gespeichert. Leer lassen, um nichts zu ändern. ${passwordRule}`,
      )}
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        {row(
          'smtpHost',
          'SMTP-Host',
          <Input
            autoComplete="off"
            readOnly={!manageMailServer}
            {...described('smtpHost')}
            {...form.register('smtpHost')}
          />,
          manageMailServer ? undefined : 'Nur Administratoren können SMTP-Host und -Port ändern.',
        )}
        {row(
          'smtpPort',
          'SMTP-Port',
          <Input
            inputMode="numeric"
            autoComplete="off"
            readOnly={!manageMailServer}
            {...described('smtpPort')}
            {...form.register('smtpPort')}
          />,
        )}
      </div>
      <div className="flex items-start gap-2">
        <Controller
          control={form.control}
          name="removalCountsRaisedRating"
          render={({ field }) => (
            <Checkbox
              id="company-removalCountsRaisedRating"
              className="mt-0.5"
              checked={field.value ?? true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              aria-describedby="company-removalCountsRaisedRating-hint"
            />
          )}
        />
        <div className="space-y-1">
          <Label htmlFor="company-removalCountsRaisedRating">
            Angehobene Bewertung (über der Schwelle) zählt als Entfernung
          </Label>
          <p className="text-xs text-muted-foreground" id="company-removalCountsRaisedRating-hint">
            Hebt der Verfasser seine Bewertung über die Bewertungsschwelle an, gilt der Löschauftrag als
            erfolgreich.
          </p>
        </div>
      </div>
    </>
  );
}
