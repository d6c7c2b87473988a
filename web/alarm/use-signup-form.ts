// The sign-up form's state: values and errors (the browser's and the server's, the first wrong
// field focused), the send, and the focus on 'Fast geschafft' once sent.
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError, errorMessage } from '@/lib/api-error';
import { type SignupForm, signUp } from './alarm-api';

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
export function checkForm(form: SignupForm): SignupErrors {
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

type Sending =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string };

export function useSignupForm(slug: string) {
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [sending, setSending] = useState<Sending>({ kind: 'idle' });
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
    if (sending.kind === 'sent') doneRef.current?.focus();
  }, [sending.kind]);

  const submit = async (event: Event) => {
    event.preventDefault();
    if (sending.kind === 'pending') return;
    const found = checkForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    setSending({ kind: 'pending' });
    try {
      setSending({ kind: 'sent', message: (await signUp(slug, form)).message });
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fieldErrors as SignupErrors) : {};
      if (Object.keys(fields).length > 0) {
        setSending({ kind: 'idle' });
        setErrors(fields);
        focusFirst(fields);
      } else setSending({ kind: 'failed', message: errorMessage(error) });
    }
  };

  return { form, errors, set, submit, sending, formRef, doneRef };
}
