/** @jsxImportSource preact */
// The sign-up form's fields: each labelled, its hint or German error linked to the input.
import type { ComponentChildren } from 'preact';
import type { SignupForm } from './alarm-api';
import type { SetSignupField, SignupErrors } from './use-signup-form';

interface FieldsProps {
  form: SignupForm;
  errors: SignupErrors;
  set: SetSignupField;
}

/** aria attributes of the input inside a Field. */
const describedBy = (id: string, error?: string, hint?: string) => ({
  'aria-invalid': error ? ('true' as const) : undefined,
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

function Field(props: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  children: ComponentChildren;
}) {
  const { id, error, hint } = props;
  return (
    <div class="field">
      <label for={id}>
        {props.label}
        {props.optional && <span class="muted"> (optional)</span>}
      </label>
      {props.children}
      {hint && !error && (
        <p id={`${id}-hint`} class="small muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} class="error">
          {error}
        </p>
      )}
    </div>
  );
}

const mapsHint = 'In Google Maps bei Ihrem Unternehmen auf „Teilen“ tippen und den Link kopieren.';

/** A text input of the form: its id, value, and change. */
function inputOf(
  { form, errors, set }: FieldsProps,
  key: 'name' | 'contactPerson' | 'email' | 'googleMapsLink',
) {
  const id = `signup-${key}`;
  return {
    id,
    value: form[key],
    onInput: (e: { currentTarget: HTMLInputElement }) => set(key, e.currentTarget.value),
    ...describedBy(id, errors[key], key === 'googleMapsLink' ? mapsHint : undefined),
  };
}

/** Company, salutation, contact, e-mail and the Google Maps link. */
export function SignupContactFields(props: FieldsProps) {
  const { form, errors, set } = props;
  return (
    <>
      <Field id="signup-name" label="Firmenname" error={errors.name}>
        <input type="text" autoComplete="organization" {...inputOf(props, 'name')} />
      </Field>
      <div class="pair">
        <Field id="signup-contactTitle" label="Anrede" error={errors.contactTitle} optional>
          <select
            id="signup-contactTitle"
            value={form.contactTitle}
            onChange={(e) => set('contactTitle', e.currentTarget.value as SignupForm['contactTitle'])}
            {...describedBy('signup-contactTitle', errors.contactTitle)}
          >
            <option value="">Keine Angabe</option>
            <option value="Frau">Frau</option>
            <option value="Herr">Herr</option>
          </select>
        </Field>
        <Field id="signup-contactPerson" label="Ansprechpartner" error={errors.contactPerson} optional>
          <input type="text" autoComplete="name" {...inputOf(props, 'contactPerson')} />
        </Field>
      </div>
      <Field id="signup-email" label="E-Mail-Adresse" error={errors.email}>
        <input type="email" inputMode="email" autoComplete="email" {...inputOf(props, 'email')} />
      </Field>
      <Field
        id="signup-googleMapsLink"
        label="Google-Maps-Link"
        error={errors.googleMapsLink}
        hint={mapsHint}
      >
        <input
          type="url"
          inputMode="url"
          placeholder="https://maps.app.goo.gl/…"
          {...inputOf(props, 'googleMapsLink')}
        />
      </Field>
    </>
  );
}

/** The honeypot: hidden from people and screen readers, filled in by bots. */
export function SignupHoneypot({ form, set }: Omit<FieldsProps, 'errors'>) {
  return (
    <div aria-hidden="true" class="trap">
      <label for="signup-website">Website (bitte leer lassen)</label>
      <input
        id="signup-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={form.website}
        onInput={(e) => set('website', e.currentTarget.value)}
      />
    </div>
  );
}

/** The company's consent text to tick, with its error. */
export function SignupConsentField({ form, errors, set, text }: FieldsProps & { text: string }) {
  return (
    <div class="field">
      <div class="consent">
        <input
          id="signup-consent"
          type="checkbox"
          checked={form.consent}
          onChange={(e) => set('consent', e.currentTarget.checked)}
          {...describedBy('signup-consent', errors.consent)}
        />
        <label for="signup-consent">{text}</label>
      </div>
      {errors.consent && (
        <p id="signup-consent-error" class="error">
          {errors.consent}
        </p>
      )}
    </div>
  );
}
