import { formatDateTime } from '@common/format';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useCustomerFollowUp } from '@/components/follow-ups/follow-up-api';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/auth';
import { draftOf, FORM_HASH } from './follow-up-draft';
import { FollowUpForm } from './follow-up-form';
import { OpenFollowUp } from './open-follow-up';

/**
 * 'Wiedervorlage' in the customer drawer (issue 24): when to come back, who does it and why; done
 * with one click. The history records every change ('Änderungen').
 */
export function FollowUpSection({
  customerId,
  companyId,
}: {
  customerId: number;
  companyId: number | undefined;
}) {
  const query = useCustomerFollowUp(customerId);
  const { user } = useCurrentUser();
  const [editing, setEditing] = useState(() => window.location.hash === FORM_HASH);
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (window.location.hash === FORM_HASH) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, []);

  let body: ReactNode;
  if (query.isError) body = <LoadError error={query.error} onRetry={query.refetch} />;
  else if (!query.data || !user) body = <Skeleton className="h-16" />;
  else {
    const { open, lastDone } = query.data;
    // The server's rule: a colleague's follow-up is changed or deleted by admins and managers only.
    const mayChange =
      open !== null && (user.role !== 'user' || open.ownerId === user.id || open.createdById === user.id);
    body = (
      <div className="space-y-3">
        {open ? (
          <OpenFollowUp open={open} editing={editing} mayChange={mayChange} onEdit={() => setEditing(true)} />
        ) : (
          <p className="text-sm text-muted-foreground">Keine offene Wiedervorlage.</p>
        )}
        {lastDone && !open && (
          <p className="text-xs text-muted-foreground">
            Zuletzt erledigt am {formatDateTime(lastDone.doneAt)}
            {lastDone.doneByName ? ` von ${lastDone.doneByName}` : ''}
          </p>
        )}
        {editing ? (
          <FollowUpForm
            customerId={customerId}
            companyId={companyId}
            initial={draftOf(open, user.id)}
            changing={open !== null}
            onDone={() => setEditing(false)}
          />
        ) : (
          !open && (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              Wiedervorlage setzen
            </Button>
          )
        )}
      </div>
    );
  }
  return (
    <section ref={sectionRef} aria-labelledby="drawer-follow-up" className="scroll-mt-24 space-y-2">
      <h3 id="drawer-follow-up" className="text-sm font-semibold">
        Wiedervorlage
      </h3>
      {body}
    </section>
  );
}
