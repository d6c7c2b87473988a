import { AlertCircle, Loader2, MailCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-error';
import { type SignupCompany, useSignupPage } from './api/get-signup-page';
import { type SignupForm, useSignUp } from './api/sign-up';
import { describedBy, FormField } from './components/form-field';
import { PublicLayout } from './components/public-layout';

const empty: SignupForm = {
  name: '',
  contactTitle: '',
  contactPerson: '',
  email: '',
  googleMapsLink: '',
  consent: false,
  website: '',
};

type Errors = Partial<Record<keyof SignupForm, string>>;

/** What the browser can tell before asking the server; the server checks everything again. */
function checkForm(form: SignupForm): Errors {
  const errors: Errors = {};
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

/** /alarm/{slug}: the public 'Bewertungs-Alarm' sign-up of one company (docs/decisions/043). */
export function SignupPage({ slug }: { slug: string }) {
  const page = useSignupPage(slug);
  useEffect(() => {
    document.title = page.data ? `Bewertungs-Alarm · ${page.data.name}` : 'Bewertungs-Alarm';
  }, [page.data]);

  if (page.isPending) {
    return (
      <PublicLayout>
        <p className="flex items-center gap-2 text-muted-foreground" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Wird geladen...
        </p>
      </PublicLayout>
    );
  }
  if (page.isError) {
    return (
      <PublicLayout>
        <Card>
          <CardContent className="space-y-2">
            <h1 className="text-xl font-semibold">{errorMessage(page.error)}</h1>
            <p className="text-sm text-muted-foreground">
              Bitte prüfen Sie die Adresse. Sie haben sie vom Unternehmen erhalten, das Ihnen den
              Bewertungs-Alarm anbietet.
            </p>
          </CardContent>
        </Card>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout company={page.data}>
      <SignupFormCard slug={slug} company={page.data} />
    </PublicLayout>
  );
}

function SignupFormCard({ slug, company }: { slug: string; company: SignupCompany }) {
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Errors>({});
  const signUp = useSignUp(slug);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const set = <K extends keyof SignupForm>(key: K, value: SignupForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const focusFirst = (found: Errors) => {
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
          setErrors(error.fieldErrors as Errors);
          focusFirst(error.fieldErrors as Errors);
        }
      },
    });
  };

  if (signUp.isSuccess) {
    return (
      <Card>
        <CardContent className="space-y-3" role="status">
          <MailCheck className="size-10 text-primary" aria-hidden />
          <h1 ref={doneRef} tabIndex={-1} className="text-xl font-semibold outline-none">
            Fast geschafft
          </h1>
          <p>{signUp.data.message}</p>
          <p className="text-sm text-muted-foreground">
            Der Link ist 48 Stunden gültig. Erst mit Ihrer Bestätigung wird die Anmeldung wirksam. Keine
            E-Mail erhalten? Bitte sehen Sie auch im Spam-Ordner nach.
          </p>
        </CardContent>
      </Card>
    );
  }

  const formError =
    signUp.error && !(signUp.error instanceof ApiError && Object.keys(signUp.error.fieldErrors).length)
      ? errorMessage(signUp.error)
      : null;
  const field = (key: keyof SignupForm) => ({ id: `signup-${key}`, error: errors[key] });

  return (
    <Card>
      <CardContent>
        <h1 className="text-2xl font-semibold leading-tight">Bewertungs-Alarm</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {company.name} informiert Sie per E-Mail, sobald neue negative Google-Bewertungen zu Ihrem
          Unternehmen erscheinen. Sie erhalten zuerst eine E-Mail mit einem Bestätigungslink.
        </p>
        <form ref={formRef} onSubmit={submit} noValidate className="mt-6 space-y-4" aria-label="Anmeldung">
          {formError && (
            <div
              role="alert"
              className="flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm text-destructive"
            >
              <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>{formError}</span>
            </div>
          )}
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
          <FormField
            {...field('googleMapsLink')}
            label="Google-Maps-Link"
            hint="In Google Maps bei Ihrem Unternehmen auf „Teilen“ tippen und den Link kopieren."
          >
            <Input
              id="signup-googleMapsLink"
              type="url"
              inputMode="url"
              placeholder="https://maps.app.goo.gl/…"
              value={form.googleMapsLink}
              onChange={(e) => set('googleMapsLink', e.target.value)}
              {...describedBy(
                'signup-googleMapsLink',
                errors.googleMapsLink,
                'In Google Maps bei Ihrem Unternehmen auf „Teilen“ tippen und den Link kopieren.',
              )}
            />
          </FormField>
          {/* The honeypot: hidden from people and screen readers, filled in by bots. */}
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
                {company.consentText}
              </label>
            </div>
            {errors.consent && (
              <p id="signup-consent-error" className="text-sm text-destructive">
                {errors.consent}
              </p>
            )}
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
            {signUp.isPending ? 'Wird gesendet...' : 'Anmelden'}
          </Button>
          <p className="text-xs text-muted-foreground">
            Ihre Einwilligung können Sie jederzeit widerrufen, z. B. über den Abmeldelink in jeder E-Mail.
            Ohne Ihre Bestätigung per Link sind Sie nicht angemeldet; die Angaben werden dann nach einer Woche
            gelöscht.
          </p>
        </form>
      </CardContent>
    </Card>
  );
}
