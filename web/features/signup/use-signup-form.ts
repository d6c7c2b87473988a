import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api-error';
import { type SignupForm, useSignUp } from './api/sign-up';

const empty: SignupForm = {
  name: '',
  contactTitle: '',
  contactPerson: '',
  email: '',
  googleMapsLink: '',
  consent: false,
  website: '',
};

export type SignupErrors = Partial<Record<keyof SignupForm, string>>;
export type SetSignupField = <K extends keyof SignupForm>(key: K, value: SignupForm[K]) => void;

/** What the browser can tell before asking the server; the server checks everything again. */
function checkForm(form: SignupForm): SignupErrors {
  const errors: SignupErrors = {};
  if (!form.name.trim()) errors.name = 'Bitte geben Sie den Firmennamen ein';
  if (!form.email.trim()) errors.email = 'Bitte geben Sie Ihre E-Mail-Adresse ein';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim()))
    errors.email = 'Bitte geben Sie eine gültige E-Mail-Adresse ein';
  if (!form.googleMapsLink.trim())
    errors.googleMapsLink = 'Bitte geben Sie den Google-Maps-Link Ihres Unternehmens ein';
  if (!form.consent) errors.consent = 'Bitte stimmen Sie der Einwilligung zu, um sich anzumelden';
  return errors;
}

const fieldOrder: (keyof SignupForm)[] = [
  'name',
  'contactTitle',
  'contactPerson',
  'email',
  'googleMapsLink',
  'consent',
];

/**
 * The sign-up form's values and errors (the browser's and the server's, the first wrong field
 * focused), its submit, and the focus on 'Fast geschafft' once sent.
 */
export function useSignupForm(slug: string) {
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<SignupErrors>({});
  const signUp = useSignUp(slug);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const set: SetSignupField = (key, value) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const focusFirst = (found: SignupErrors) => {
    const first = fieldOrder.find((k) => found[k]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#signup-${first}`)?.focus();
  };

  useEffect(() => {
    if (signUp.isSuccess) doneRef.current?.focus();
  }, [signUp.isSuccess]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    signUp.mutate(form, {
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
          setErrors(error.fieldErrors as SignupErrors);
          focusFirst(error.fieldErrors as SignupErrors);
        }
      },
    });
  };

  const formError =
    signUp.error && !(signUp.error instanceof ApiError && Object.keys(signUp.error.fieldErrors).length)
      ? errorMessage(signUp.error)
      : null;

  return { form, errors, set, submit, signUp, formRef, doneRef, formError };
}
