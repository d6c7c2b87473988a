/** @jsxImportSource preact */
// /alarm/{slug}: the public 'Bewertungs-Alarm' sign-up of one company (decisions 043, 078).
import type { Ref } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { errorMessage } from '@/lib/api-error';
import { getSignupPage, type SignupCompany } from './alarm-api';
import { AlarmLayout, AlarmLoading, ToneIcon } from './alarm-layout';
import { SignupConsentField, SignupContactFields, SignupHoneypot } from './signup-fields';
import { useSignupForm } from './use-signup-form';

type Page =
  | { kind: 'loading' }
  | { kind: 'ready'; company: SignupCompany }
  | { kind: 'failed'; message: string };

export function SignupPage({ slug }: { slug: string }) {
  const [page, setPage] = useState<Page>({ kind: 'loading' });
  useEffect(() => {
    getSignupPage(slug).then(
      (company) => {
        document.title = `Bewertungs-Alarm · ${company.name}`;
        setPage({ kind: 'ready', company });
      },
      (error) => setPage({ kind: 'failed', message: errorMessage(error) }),
    );
  }, [slug]);

  if (page.kind === 'loading') return <AlarmLoading />;
  if (page.kind === 'failed') {
    return (
      <AlarmLayout>
        <section class="card stack">
          <h1>{page.message}</h1>
          <p class="small muted">
            Bitte prüfen Sie die Adresse. Sie haben sie vom Unternehmen erhalten, das Ihnen den
            Bewertungs-Alarm anbietet.
          </p>
        </section>
      </AlarmLayout>
    );
  }
  return (
    <AlarmLayout company={page.company}>
      <SignupFormCard slug={slug} company={page.company} />
    </AlarmLayout>
  );
}

function SignupFormCard({ slug, company }: { slug: string; company: SignupCompany }) {
  const { form, errors, set, submit, sending, formRef, doneRef } = useSignupForm(slug);
  if (sending.kind === 'sent') return <SignupSent message={sending.message} headingRef={doneRef} />;

  return (
    <section class="card stack">
      <div class="lead">
        <h1>Bewertungs-Alarm</h1>
        <p class="small muted">
          {company.name} informiert Sie per E-Mail, sobald neue negative Google-Bewertungen zu Ihrem
          Unternehmen erscheinen. Sie erhalten zuerst eine E-Mail mit einem Bestätigungslink.
        </p>
      </div>
      <form ref={formRef} onSubmit={submit} noValidate class="stack" aria-label="Anmeldung">
        {sending.kind === 'failed' && (
          <p class="alert" role="alert">
            {sending.message}
          </p>
        )}
        <SignupContactFields form={form} errors={errors} set={set} />
        <SignupHoneypot form={form} set={set} />
        <SignupConsentField form={form} errors={errors} set={set} text={company.consentText} />
        <button type="submit" class="button" disabled={sending.kind === 'pending'}>
          {sending.kind === 'pending' ? 'Wird gesendet...' : 'Anmelden'}
        </button>
        <p class="fine muted">
          Ihre Einwilligung können Sie jederzeit widerrufen, z. B. über den Abmeldelink in jeder E-Mail. Ohne
          Ihre Bestätigung per Link sind Sie nicht angemeldet; die Angaben werden dann nach einer Woche
          gelöscht.
        </p>
      </form>
    </section>
  );
}

/** 'Fast geschafft': sent, the confirmation link is on its way. */
function SignupSent({ message, headingRef }: { message: string; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <section class="card stack" role="status">
      <ToneIcon tone="sent" />
      <h1 ref={headingRef} tabIndex={-1}>
        Fast geschafft
      </h1>
      <p>{message}</p>
      <p class="small muted">
        Der Link ist 48 Stunden gültig. Erst mit Ihrer Bestätigung wird die Anmeldung wirksam. Keine E-Mail
        erhalten? Bitte sehen Sie auch im Spam-Ordner nach.
      </p>
    </section>
  );
}
