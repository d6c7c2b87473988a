/** @jsxImportSource preact */
// /alarm/confirm/{token}: the page behind the link in the confirmation e-mail. It only asks; the
// button confirms (a mail scanner that opens the link confirms nothing, as with the opt-out).
import type { ComponentChildren, Ref } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { errorMessage } from '@/lib/api-error';
import { type Confirmation, confirmSignup, getConfirmation } from './alarm-api';
import { AlarmLayout, AlarmLoading, type Tone, ToneIcon } from './alarm-layout';

type Link = { kind: 'loading' } | { kind: 'ready'; view: Confirmation } | { kind: 'failed'; message: string };
type Confirm =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'done'; view: Confirmation }
  | { kind: 'failed'; message: string };

export function ConfirmPage({ token }: { token: string }) {
  const [link, setLink] = useState<Link>({ kind: 'loading' });
  const [confirm, setConfirm] = useState<Confirm>({ kind: 'idle' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = 'Anmeldung bestätigen · Bewertungs-Alarm';
    getConfirmation(token).then(
      (view) => setLink({ kind: 'ready', view }),
      (error) => setLink({ kind: 'failed', message: errorMessage(error) }),
    );
  }, [token]);
  useEffect(() => {
    if (confirm.kind === 'done' || confirm.kind === 'failed') headingRef.current?.focus();
  }, [confirm.kind]);

  if (link.kind === 'loading') return <AlarmLoading />;
  if (link.kind === 'failed') {
    return (
      <AlarmLayout>
        <Result tone="error" title="Link ungültig" message={link.message} />
      </AlarmLayout>
    );
  }
  const send = () => {
    if (confirm.kind === 'pending') return;
    setConfirm({ kind: 'pending' });
    confirmSignup(token).then(
      (view) => setConfirm({ kind: 'done', view }),
      (error) => setConfirm({ kind: 'failed', message: errorMessage(error) }),
    );
  };
  const view = confirm.kind === 'done' ? confirm.view : link.view;
  return (
    <AlarmLayout company={view.company}>
      <ConfirmBody view={view} confirm={confirm} headingRef={headingRef} onConfirm={send} />
    </AlarmLayout>
  );
}

function ConfirmBody({
  view,
  confirm,
  headingRef,
  onConfirm,
}: {
  view: Confirmation;
  confirm: Confirm;
  headingRef: Ref<HTMLHeadingElement>;
  onConfirm(): void;
}) {
  const again = view.slug ? `/alarm/${view.slug}` : null;
  if (confirm.kind === 'failed')
    return (
      <Result tone="error" title="Nicht bestätigt" message={confirm.message} headingRef={headingRef}>
        {again && <AgainLink href={again} />}
      </Result>
    );
  if (confirm.kind === 'done')
    return (
      <Result tone="done" title="Anmeldung bestätigt" message={view.message} headingRef={headingRef}>
        <p class="small muted">
          Sie können Ihre Einwilligung jederzeit widerrufen, z. B. über den Abmeldelink in jeder E-Mail oder
          mit einer kurzen Antwort.
        </p>
      </Result>
    );
  if (view.state === 'confirmed')
    return <Result tone="done" title="Bereits bestätigt" message={view.message} />;
  if (view.state === 'expired')
    return (
      <Result tone="expired" title="Link abgelaufen" message={view.message}>
        {again && <AgainLink href={again} />}
      </Result>
    );
  return (
    <section class="card stack">
      <h1>Anmeldung bestätigen</h1>
      <p>
        Bitte bestätigen Sie die Anmeldung von <strong>{view.email}</strong> zum Bewertungs-Alarm von{' '}
        {view.company.name}.
      </p>
      <button type="button" class="button" disabled={confirm.kind === 'pending'} onClick={onConfirm}>
        {confirm.kind === 'pending' ? 'Wird bestätigt...' : 'Anmeldung jetzt bestätigen'}
      </button>
    </section>
  );
}

function AgainLink({ href }: { href: string }) {
  return (
    <a class="button quiet" href={href}>
      Erneut anmelden
    </a>
  );
}

function Result(props: {
  tone: Tone;
  title: string;
  message: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ComponentChildren;
}) {
  return (
    <section class="card stack" role={props.tone === 'error' ? 'alert' : 'status'}>
      <ToneIcon tone={props.tone} />
      <h1 ref={props.headingRef} tabIndex={-1}>
        {props.title}
      </h1>
      <p>{props.message}</p>
      {props.children}
    </section>
  );
}
