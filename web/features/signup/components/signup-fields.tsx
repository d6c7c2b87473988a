import { Input } from '@/components/ui/input';
import type { SignupForm } from '../api/sign-up';
import type { SetSignupField, SignupErrors } from '../use-signup-form';
import { describedBy, FormField } from './form-field';

interface FieldsProps {
  form: SignupForm;
  errors: SignupErrors;
  set: SetSignupField;
}

const mapsHint = 'In Google Maps bei Ihrem Unternehmen auf „Teilen“ tippen und den Link kopieren.';

/** Company, salutation, contact, e-mail and the Google Maps link. */
export function SignupContactFields({ form, errors, set }: FieldsProps) {
  const field = (key: keyof SignupForm) => ({ id: `signup-${key}`, error: errors[key] });
  return (
    <>
      <FormField {...field('name')} label="Firmenname">
        <Input
          id="signup-name"
          autoComplete="organization"
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          {...describedBy('signup-name', errors.name)}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[9rem_1fr]">
        <FormField {...field('contactTitle')} label="Anrede" optional>
          <select
            id="signup-contactTitle"
            value={form.contactTitle}
            onChange={(e) => set('contactTitle', e.target.value as SignupForm['contactTitle'])}
            className="h-9 w-full rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30"
            {...describedBy('signup-contactTitle', errors.contactTitle)}
          >
            <option value="">Keine Angabe</option>
            <option value="Frau">Frau</option>
            <option value="Herr">Herr</option>
          </select>
        </FormField>
        <FormField {...field('contactPerson')} label="Ansprechpartner" optional>
          <Input
            id="signup-contactPerson"
            autoComplete="name"
            value={form.contactPerson}
            onChange={(e) => set('contactPerson', e.target.value)}
            {...describedBy('signup-contactPerson', errors.contactPerson)}
          />
        </FormField>
      </div>
      <FormField {...field('email')} label="E-Mail-Adresse">
        <Input
          id="signup-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={form.email}
          onChange={(e) => set('email', e.target.value)}
          {...describedBy('signup-email', errors.email)}
        />
      </FormField>
      <FormField {...field('googleMapsLink')} label="Google-Maps-Link" hint={mapsHint}>
        <Input
          id="signup-googleMapsLink"
          type="url"
          inputMode="url"
          placeholder="https://maps.app.goo.gl/…"
          value={form.googleMapsLink}
          onChange={(e) => set('googleMapsLink', e.target.value)}
          {...describedBy('signup-googleMapsLink', errors.googleMapsLink, mapsHint)}
        />
      </FormField>
    </>
  );
}

/** The honeypot: hidden from people and screen readers, filled in by bots. */
export function SignupHoneypot({ form, set }: Omit<FieldsProps, 'errors'>) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor="signup-website">Website (bitte leer lassen)</label>
      <input
        id="signup-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={form.website}
        onChange={(e) => set('website', e.target.value)}
      />
    </div>
  );
}

/** The company's consent text to tick, with its error. */
export function SignupConsentField({ form, errors, set, text }: FieldsProps & { text: string }) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3 rounded-md border bg-muted/30 p-3">
        <input
          id="signup-consent"
          type="checkbox"
          checked={form.consent}
          onChange={(e) => set('consent', e.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-primary"
          {...describedBy('signup-consent', errors.consent)}
        />
        <label htmlFor="signup-consent" className="whitespace-pre-line text-sm leading-relaxed">
          {text}
        </label>
      </div>
      {errors.consent && (
        <p id="signup-consent-error" className="text-sm text-destructive">
          {errors.consent}
        </p>
      )}
    </div>
  );
}
