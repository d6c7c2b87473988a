import { formatCents } from '@common/invoice-math';
import { reminderLevelLabels } from '@common/labels';
import type { InvoiceDetail } from '@common/schemas/invoice';
import { useState } from 'react';
import { DialogHeading } from '@/components/dialog-heading';
import { toast } from '@/hooks/use-toast';
import {
  useDeleteDraft,
  useFinalizeInvoice,
  useRemoveInvoiceLine,
  useSendInvoice,
  useSendReminder,
} from '../api/invoice-mutations';
import {
  ActionFooter,
  type InvoiceDialogKind,
  MissingLinks,
  Problem,
  problemOf,
} from './invoice-dialog-parts';

type ConfirmKind = Exclude<InvoiceDialogKind, { kind: 'pay' | 'cancel' }>;

/** What a confirmation asks and does. */
interface ConfirmSpec {
  title: string;
  text: string;
  label: string;
  destructive?: true;
  pending: boolean;
  run(): void;
}

interface SpecContext {
  i: InvoiceDetail;
  dialog: ConfirmKind;
  onDone(): void;
  onOpen(id: number | null): void;
  fail(fallback: string): (error: Error) => void;
}

/** The draft's own moves: 'Festschreiben', 'Entwurf löschen', 'Position entfernen'. */
function useDraftSpecs({ i, dialog, onDone, onOpen, fail }: SpecContext) {
  const finalize = useFinalizeInvoice();
  const remove = useRemoveInvoiceLine();
  const drop = useDeleteDraft();
  return {
    finalize: {
      title: 'Rechnung festschreiben',
      text: `Die Rechnung über ${formatCents(i.grossCents)} bekommt die nächste Rechnungsnummer und wird gültig. Danach ist keine Änderung mehr möglich – nur noch eine Stornierung.`,
      label: 'Festschreiben',
      pending: finalize.isPending,
      run: () =>
        finalize.mutate(i.id, {
          onSuccess: (d) => {
            toast({ title: 'Rechnung festgeschrieben', description: `Rechnungsnummer ${d.number}` });
            onDone();
          },
          onError: fail('Die Rechnung konnte nicht festgeschrieben werden.'),
        }),
    },
    delete: {
      title: 'Entwurf löschen',
      text: 'Der Entwurf wird gelöscht; seine Löschaufträge können danach wieder abgerechnet werden.',
      label: 'Entwurf löschen',
      destructive: true,
      pending: drop.isPending,
      run: () =>
        drop.mutate(i.id, {
          onSuccess: () => {
            toast({ title: 'Entwurf gelöscht' });
            onDone();
            onOpen(null);
          },
          onError: fail('Der Entwurf konnte nicht gelöscht werden.'),
        }),
    },
    removeLine: {
      title: 'Position entfernen',
      text: `Position ${'position' in dialog ? dialog.position : ''} wird aus dem Entwurf entfernt; ihr Löschauftrag kann später abgerechnet werden.`,
      label: 'Position entfernen',
      destructive: true,
      pending: remove.isPending,
      run: () => {
        if ('lineId' in dialog)
          remove.mutate(
            { id: i.id, lineId: dialog.lineId },
            {
              onSuccess: () => {
                toast({ title: 'Position entfernt' });
                onDone();
              },
              onError: fail('Die Position konnte nicht entfernt werden.'),
            },
          );
      },
    },
  } satisfies Record<string, ConfirmSpec>;
}

/** The mails: 'Senden' and the next reminder level. */
function useMailSpecs({ i, onDone, fail }: SpecContext) {
  const send = useSendInvoice();
  const remind = useSendReminder();
  const nextLevel = Math.min(i.reminderLevel + 1, 3) as 1 | 2 | 3;
  return {
    send: {
      title: 'Per E-Mail senden',
      text: `Die ${i.kind === 'cancellation' ? 'Stornorechnung' : 'Rechnung'} geht mit PDF und XRechnung an ${i.buyer.email ?? 'den Kunden'}; der Versand folgt den Regeln der Firma (Tageslimit, Pause).`,
      label: 'Senden',
      pending: send.isPending,
      run: () =>
        send.mutate(i.id, {
          onSuccess: () => {
            toast({ title: 'E-Mail wird versandt', description: i.buyer.email ?? undefined });
            onDone();
          },
          onError: fail('Die E-Mail konnte nicht angelegt werden.'),
        }),
    },
    remind: {
      title: `${reminderLevelLabels[nextLevel]} senden`,
      text: `Der Kunde erhält eine ${reminderLevelLabels[nextLevel]} über ${formatCents(i.grossCents - i.paidCents)} mit der Rechnung im Anhang.`,
      label: `${reminderLevelLabels[nextLevel]} senden`,
      pending: remind.isPending,
      run: () =>
        remind.mutate(i.id, {
          onSuccess: () => {
            toast({ title: `${reminderLevelLabels[nextLevel]} wird versandt` });
            onDone();
          },
          onError: fail('Die Mahnung konnte nicht angelegt werden.'),
        }),
    },
  } satisfies Record<string, ConfirmSpec>;
}

/** A write that needs only a 'yes': its sentence, and the server's refusal if any. */
export function ConfirmForm({
  invoice: i,
  dialog,
  onDone,
  onOpen,
}: {
  invoice: InvoiceDetail;
  dialog: ConfirmKind;
  onDone(): void;
  onOpen(id: number | null): void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (fallback: string) => (error: Error) => setProblem(problemOf(error, fallback));
  const context = { i, dialog, onDone, onOpen, fail };
  const spec: ConfirmSpec = { ...useDraftSpecs(context), ...useMailSpecs(context) }[dialog.kind];

  return (
    <div className="grid gap-4">
      <DialogHeading title={spec.title}>{spec.text}</DialogHeading>
      {problem && (
        <Problem>
          <p>{problem}</p>
          {dialog.kind === 'finalize' && <MissingLinks invoice={i} />}
        </Problem>
      )}
      <ActionFooter
        onCancel={onDone}
        onConfirm={() => {
          setProblem(null);
          spec.run();
        }}
        pending={spec.pending}
        label={spec.label}
        pendingLabel="Wird ausgeführt..."
        destructive={spec.destructive}
      />
    </div>
  );
}
