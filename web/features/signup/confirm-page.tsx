import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { type ReactNode, type Ref, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-error';
import { type Confirmation, useConfirmation, useConfirmSignup } from './api/confirm-signup';
import { PublicLayout } from './components/public-layout';
import { PublicLoading } from './components/public-loading';

/**
 * /alarm/confirm/{token}: the page behind the link in the confirmation e-mail. It only asks; the
 * button confirms (a mail scanner that opens the link confirms nothing, as with the opt-out).
 */
export function ConfirmPage({ token }: { token: string }) {
  const link = useConfirmation(token);
  const confirm = useConfirmSignup();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = 'Anmeldung bestätigen · Bewertungs-Alarm';
  }, []);
  useEffect(() => {
    if (confirm.isSuccess || confirm.isError) headingRef.current?.focus();
  }, [confirm.isSuccess, confirm.isError]);

  if (link.isPending) return <PublicLoading />;
  if (link.isError) {
    return (
      <PublicLayout>
        <Result tone="error" title="Link ungültig" message={errorMessage(link.error)} />
      </PublicLayout>
    );
  }
  const view: Confirmation = confirm.data ?? link.data;
  const again = view.slug ? `/alarm/${view.slug}` : null;

  let body: ReactNode;
  if (confirm.isError) {
    body = (
      <Result
        tone="error"
        title="Nicht bestätigt"
        message={errorMessage(confirm.error)}
        headingRef={headingRef}
      >
        {again && <AgainLink href={again} />}
      </Result>
    );
  } else if (confirm.isSuccess) {
    body = (
      <Result tone="done" title="Anmeldung bestätigt" message={view.message} headingRef={headingRef}>
        <p className="text-sm text-muted-foreground">
          Sie können Ihre Einwilligung jederzeit widerrufen, z. B. über den Abmeldelink in jeder E-Mail oder
          mit einer kurzen Antwort.
        </p>
      </Result>
    );
  } else if (view.state === 'confirmed') {
    body = <Result tone="done" title="Bereits bestätigt" message={view.message} />;
  } else if (view.state === 'expired') {
    body = (
      <Result tone="expired" title="Link abgelaufen" message={view.message}>
        {again && <AgainLink href={again} />}
      </Result>
    );
  } else {
    body = (
      <Card>
        <CardContent className="space-y-4">
          <h1 className="text-2xl font-semibold">Anmeldung bestätigen</h1>
          <p>
            Bitte bestätigen Sie die Anmeldung von <strong>{view.email}</strong> zum Bewertungs-Alarm von{' '}
            {view.company.name}.
          </p>
          <Button
            size="lg"
            className="w-full"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(token)}
          >
            {confirm.isPending ? 'Wird bestätigt...' : 'Anmeldung jetzt bestätigen'}
          </Button>
        </CardContent>
      </Card>
    );
  }
  return <PublicLayout company={view.company}>{body}</PublicLayout>;
}

function AgainLink({ href }: { href: string }) {
  return (
    <Button asChild variant="outline" className="w-full">
      <Link href={href}>Erneut anmelden</Link>
    </Button>
  );
}

const icons = {
  done: <CheckCircle2 className="size-10 text-green-600 dark:text-green-400" aria-hidden />,
  expired: <Clock className="size-10 text-amber-600 dark:text-amber-400" aria-hidden />,
  error: <XCircle className="size-10 text-destructive" aria-hidden />,
};

function Result({
  tone,
  title,
  message,
  headingRef,
  children,
}: {
  tone: keyof typeof icons;
  title: string;
  message: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="space-y-3" role={tone === 'error' ? 'alert' : 'status'}>
        {icons[tone]}
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
          {title}
        </h1>
        <p>{message}</p>
        {children}
      </CardContent>
    </Card>
  );
}
