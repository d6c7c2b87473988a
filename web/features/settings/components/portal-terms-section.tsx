import { defaultPortalTerms } from '@common/portal-terms';
import type { Company } from '@common/schemas/company';
import { FileSignature } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { SettingsTextField } from './settings-field';
import type { SettingsForm } from './settings-form-values';
import { Section } from './settings-sections';

/**
 * The terms an owner accepts when ordering in the customer portal (decision 071): the default text
 * until the company writes its own; emptied, it comes back. The server counts the version up on a
 * change, and an order placed on an older version is refused.
 */
export function PortalTermsSection({ form, company }: { form: SettingsForm; company: Company }) {
  const error = form.formState.errors.portalTerms?.message;
  return (
    <Section
      icon={FileSignature}
      title="Kundenportal"
      description="Was Ihre Kunden bestätigen, wenn sie im Kundenportal eine Löschung beauftragen"
    >
      <SettingsTextField form={form} name="portalTerms" label="Auftragsbedingungen (Kundenportal)">
        <Textarea
          id="settings-portalTerms"
          rows={10}
          className="text-sm"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'settings-portalTerms-error' : 'settings-portalTerms-hint'}
          {...form.register('portalTerms')}
        />
      </SettingsTextField>
      {!error && (
        <p id="settings-portalTerms-hint" className="-mt-2 text-xs text-muted-foreground">
          Version {company.portalTermsVersion}. Jede Änderung zählt die Version hoch; jeder Auftrag speichert
          den genauen Text, seine Version und seinen Hashwert als Nachweis. Leer gespeichert gilt wieder der
          Standardtext.
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => form.setValue('portalTerms', defaultPortalTerms, { shouldDirty: true })}
      >
        Standardtext einsetzen
      </Button>
    </Section>
  );
}
