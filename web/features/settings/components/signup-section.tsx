import { defaultPrivacyNotice, privacyPlaceholders } from '@common/privacy-notice';
import type { Company } from '@common/schemas/company';
import { BellRing, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { SettingsTextField } from './settings-field';
import type { SettingsForm } from './settings-form-values';
import { Section } from './settings-sections';

/** Where the public page lives for this browser's origin (the app serves it itself: /alarm/{slug}). */
const signupUrl = (slug: string) => `${window.location.origin}/alarm/${slug}`;

/**
 * The public 'Bewertungs-Alarm' sign-up page (docs/decisions/043): its address, the consent text a
 * business ticks there, and the link to share. The server counts the text's version up on a change.
 */
export function SignupSection({ form, company }: { form: SettingsForm; company: Company }) {
  const consentError = form.formState.errors.consentText?.message;
  const saved = company.signupSlug && company.consentText ? signupUrl(company.signupSlug) : null;
  const copy = async () => {
    if (!saved) return;
    try {
      await navigator.clipboard.writeText(saved);
      toast({ title: 'Adresse kopiert' });
    } catch {
      toast({ title: 'Kopieren nicht möglich', description: saved, variant: 'destructive' });
    }
  };
  return (
    <Section
      icon={BellRing}
      title="Bewertungs-Alarm (Anmeldeseite)"
      description="Unternehmen melden sich dort selbst an und willigen per Bestätigungslink ein (Double-Opt-in)"
    >
      <SettingsTextField
        form={form}
        name="signupSlug"
        label="Adresse der Anmeldeseite"
        placeholder="reputationsschutz-nord"
        hint="Kleinbuchstaben, Ziffern und Bindestriche; ergibt /alarm/…"
      />
      <SettingsTextField form={form} name="consentText" label="Einwilligungstext">
        <Textarea
          id="settings-consentText"
          rows={5}
          placeholder="Ja, ich möchte per E-Mail über neue negative Google-Bewertungen meines Unternehmens informiert werden und Angebote zu deren Entfernung erhalten. Diese Einwilligung kann ich jederzeit widerrufen."
          aria-invalid={consentError ? true : undefined}
          aria-describedby={consentError ? 'settings-consentText-error' : 'settings-consentText-hint'}
          {...form.register('consentText')}
        />
      </SettingsTextField>
      {!consentError && (
        <p id="settings-consentText-hint" className="-mt-2 text-xs text-muted-foreground">
          Version {company.consentTextVersion}. Jede Änderung zählt die Version hoch; jede Anmeldung speichert
          den genauen Text und seine Version als Nachweis.
        </p>
      )}
      <PrivacyNoticeField form={form} />
      {saved ? (
        <div className="space-y-2">
          <p className="text-sm font-medium">Adresse zum Teilen</p>
          <div className="flex min-w-0 items-center gap-2">
            <code className="min-w-0 flex-1 truncate rounded-md border bg-muted/50 px-3 py-2 text-sm">
              {saved}
            </code>
            <Button type="button" variant="outline" size="sm" onClick={copy} aria-label="Adresse kopieren">
              <Copy className="size-4" aria-hidden />
              Kopieren
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          Die Anmeldeseite ist erst erreichbar, wenn Adresse und Einwilligungstext gespeichert sind.
        </p>
      )}
    </Section>
  );
}

const placeholderList = Object.entries(privacyPlaceholders)
  .map(([name, meaning]) => `{${name}} ${meaning}`)
  .join(', ');

/**
 * The privacy notice (Art. 13 DSGVO) of the sign-up page, its confirmation and the opt-out page
 * (docs/decisions/058): the default text until the company writes its own; emptied, it comes back.
 */
function PrivacyNoticeField({ form }: { form: SettingsForm }) {
  const error = form.formState.errors.privacyNotice?.message;
  return (
    <div className="space-y-2">
      <SettingsTextField form={form} name="privacyNotice" label="Datenschutzhinweis">
        <Textarea
          id="settings-privacyNotice"
          rows={8}
          className="text-sm"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'settings-privacyNotice-error' : 'settings-privacyNotice-hint'}
          {...form.register('privacyNotice')}
        />
      </SettingsTextField>
      {!error && (
        <p id="settings-privacyNotice-hint" className="text-xs text-muted-foreground">
          Steht auf der Anmeldeseite, ihrer Bestätigungsseite und der Abmeldeseite. Platzhalter:{' '}
          {placeholderList}. Leer gespeichert gilt wieder der Standardtext.
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => form.setValue('privacyNotice', defaultPrivacyNotice, { shouldDirty: true })}
      >
        Standardtext einsetzen
      </Button>
    </div>
  );
}
