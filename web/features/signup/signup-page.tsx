import { MailCheck } from 'lucide-react';
import { type Ref, useEffect } from 'react';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-error';
import { type SignupCompany, useSignupPage } from './api/get-signup-page';
import { PublicLayout } from './components/public-layout';
import { PublicLoading } from './components/public-loading';
import { SignupConsentField, SignupContactFields, SignupHoneypot } from './components/signup-fields';
import { useSignupForm } from './use-signup-form';

/** /alarm/{slug}: the public 'Bewertungs-Alarm' sign-up of one company (docs/decisions/043). */
export function SignupPage({ slug }: { slug: string }) {
  const page = useSignupPage(slug);
  useEffect(() => {
    document.title = page.data ? `Bewertungs-Alarm · ${page.data.name}` : 'Bewertungs-Alarm';
  }, [page.data]);

  if (page.isPending) return <PublicLoading />;
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
  const { form, errors, set, submit, signUp, formRef, doneRef, formError } = useSignupForm(slug);
  if (signUp.isSuccess) return <SignupSent message={signUp.data.message} headingRef={doneRef} />;

  return (
    <Card>
      <CardContent>
        <h1 className="text-2xl font-semibold leading-tight">Bewertungs-Alarm</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {company.name} informiert Sie per E-Mail, sobald neue negative Google-Bewertungen zu Ihrem
          Unternehmen erscheinen. Sie erhalten zuerst eine E-Mail mit einem Bestätigungslink.
        </p>
        <form ref={formRef} onSubmit={submit} noValidate className="mt-6 space-y-4" aria-label="Anmeldung">
          {formError && <FormAlert>{formError}</FormAlert>}
          <SignupContactFields form={form} errors={errors} set={set} />
          <SignupHoneypot form={form} set={set} />
          <SignupConsentField form={form} errors={errors} set={set} text={company.consentText} />
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

/** 'Fast geschafft': sent, the confirmation link is on its way. */
function SignupSent({ message, headingRef }: { message: string; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <Card>
      <CardContent className="space-y-3" role="status">
        <MailCheck className="size-10 text-primary" aria-hidden />
        <h1 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
          Fast geschafft
        </h1>
        <p>{message}</p>
        <p className="text-sm text-muted-foreground">
          Der Link ist 48 Stunden gültig. Erst mit Ihrer Bestätigung wird die Anmeldung wirksam. Keine E-Mail
          erhalten? Bitte sehen Sie auch im Spam-Ordner nach.
        </p>
      </CardContent>
    </Card>
  );
}
