import { berlinDay } from '@common/calendar-days';
import { formatCents } from '@common/invoice-math';
import { reminderLevelLabels } from '@common/labels';
import type { InvoiceDetail } from '@common/schemas/invoice';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { DatePicker } from '@/components/date-picker';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { failureReason } from '@/lib/failure-text';
import { paths } from '@/lib/paths';
import {
  useAddPayment,
  useCancelInvoice,
  useDeleteDraft,
  useFinalizeInvoice,
  useRemoveInvoiceLine,
  useSendInvoice,
  useSendReminder,
} from '../api/invoice-mutations';

export type InvoiceDialogKind =
  | { kind: 'finalize' }
  | { kind: 'delete' }
  | { kind: 'removeLine'; lineId: number; position: number }
  | { kind: 'send' }
  | { kind: 'remind' }
  | { kind: 'pay' }
  | { kind: 'cancel' };

interface Props {
  invoice: InvoiceDetail;
  dialog: InvoiceDialogKind | null;
  onClose(): void;
  /** After a cancellation: the new Stornorechnung; after deleting the draft: null. */
  onOpen(id: number | null): void;
}

/**
 * Every write of the sheet, asked before it is made. A refusal of the server (409, 400) is shown
 * in the dialog in its own German words and the dialog stays open (as the removal moves).
 */
export function InvoiceDialogs({ invoice, dialog, onClose, onOpen }: Props) {
  return (
    <Dialog open={dialog !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        {dialog && (
          <DialogBody key={dialog.kind} invoice={invoice} dialog={dialog} onClose={onClose} onOpen={onOpen} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DialogBody({ invoice: i, dialog, onClose, onOpen }: Props & { dialog: InvoiceDialogKind }) {
  switch (dialog.kind) {
    case 'pay':
      return <PaymentForm invoice={i} onDone={onClose} />;
    case 'cancel':
      return <CancelForm invoice={i} onDone={onClose} onOpen={onOpen} />;
    default:
      return <ConfirmForm invoice={i} dialog={dialog} onDone={onClose} onOpen={onOpen} />;
  }
}

/** The server's reason, or a German sentence when it gave none. */
const problemOf = (error: Error, fallback: string) => failureReason(error) || fallback;

function Problem({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="space-y-1 text-sm text-destructive">
      {children}
    </div>
  );
}

/** A refused finalization names what is missing; these lead to where it is filled in. */
function MissingLinks({ invoice: i }: { invoice: InvoiceDetail }) {
  const link = 'text-primary underline underline-offset-2';
  return (
    <p className="flex flex-wrap gap-x-4 text-foreground">
      <Link className={link} href={`${paths.settings(i.companyId)}#rechnungsdaten`}>
        Rechnungsdaten der Firma
      </Link>
      {i.customerId !== null && (
        <Link
          className={link}
          href={`${paths.companyPage('customers-new', i.companyId)}?customer=${i.customerId}`}
        >
          Kunde bearbeiten
        </Link>
      )}
    </p>
  );
}

function ConfirmForm({
  invoice: i,
  dialog,
  onDone,
  onOpen,
}: {
  invoice: InvoiceDetail;
  dialog: Exclude<InvoiceDialogKind, { kind: 'pay' | 'cancel' }>;
  onDone(): void;
  onOpen(id: number | null): void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const finalize = useFinalizeInvoice();
  const remove = useRemoveInvoiceLine();
  const drop = useDeleteDraft();
  const send = useSendInvoice();
  const remind = useSendReminder();
  const nextLevel = Math.min(i.reminderLevel + 1, 3) as 1 | 2 | 3;
  const fail = (fallback: string) => (error: Error) => setProblem(problemOf(error, fallback));

  const spec = {
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
      run: () =>
        'lineId' in dialog &&
        remove.mutate(
          { id: i.id, lineId: dialog.lineId },
          {
            onSuccess: () => {
              toast({ title: 'Position entfernt' });
              onDone();
            },
            onError: fail('Die Position konnte nicht entfernt werden.'),
          },
        ),
    },
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
  }[dialog.kind];

  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{spec.title}</DialogTitle>
        <DialogDescription>{spec.text}</DialogDescription>
      </DialogHeader>
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
        destructive={'destructive' in spec}
      />
    </div>
  );
}

/** '106,81': what the amount field shows and the server reads back. */
const amountText = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

function PaymentForm({ invoice: i, onDone }: { invoice: InvoiceDetail; onDone(): void }) {
  const id = useId();
  const today = berlinDay(new Date());
  const open = i.grossCents - i.paidCents;
  const [paidOn, setPaidOn] = useState(today);
  const [amount, setAmount] = useState(amountText(open));
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const pay = useAddPayment();
  const body = useRef<HTMLDivElement>(null);
  const submit = () => {
    if (body.current?.querySelector('[data-date-field] [aria-invalid="true"]')) return;
    if (!paidOn) return setProblem('Bitte das Zahlungsdatum angeben.');
    setProblem(null);
    pay.mutate(
      { id: i.id, paidOn, amount: amount.trim(), note: note.trim() || undefined },
      {
        onSuccess: (d) => {
          toast({
            title: d.state === 'paid' ? 'Rechnung bezahlt' : 'Teilzahlung erfasst',
            description: `${d.number}: ${formatCents(d.paidCents)} von ${formatCents(d.grossCents)} bezahlt`,
          });
          onDone();
        },
        onError: (error) => setProblem(problemOf(error, 'Die Zahlung konnte nicht gespeichert werden.')),
      },
    );
  };
  return (
    // No <form>: the date field's own buttons would submit it (see the removal dialog).
    <div ref={body} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Als bezahlt markieren</DialogTitle>
        <DialogDescription>
          {i.number} · offen {formatCents(open)}. Ein kleinerer Betrag wird als Teilzahlung erfasst.
        </DialogDescription>
      </DialogHeader>
      <DatePicker
        label="Bezahlt am"
        value={paidOn}
        max={today}
        onChange={setPaidOn}
        className="flex-col items-start gap-2 [&>label]:text-foreground [&>label]:font-medium"
      />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-amount`}>Betrag (€)</Label>
        <Input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-note`}>Notiz (optional)</Label>
        <Textarea
          id={`${id}-note`}
          rows={2}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      {problem && (
        <Problem>
          <p>{problem}</p>
        </Problem>
      )}
      <ActionFooter
        onCancel={onDone}
        onConfirm={submit}
        pending={pay.isPending}
        label="Zahlung erfassen"
        pendingLabel="Wird gespeichert..."
      />
    </div>
  );
}

function CancelForm({
  invoice: i,
  onDone,
  onOpen,
}: {
  invoice: InvoiceDetail;
  onDone(): void;
  onOpen(id: number | null): void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useCancelInvoice();
  const submit = () => {
    setProblem(null);
    cancel.mutate(
      { id: i.id, reason: reason.trim() || undefined },
      {
        onSuccess: (storno) => {
          toast({ title: 'Rechnung storniert', description: `Stornorechnung ${storno.number} erstellt` });
          onDone();
          onOpen(storno.id);
        },
        onError: (error) => setProblem(problemOf(error, 'Die Rechnung konnte nicht storniert werden.')),
      },
    );
  };
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Rechnung stornieren</DialogTitle>
        <DialogDescription>
          Eine festgeschriebene Rechnung wird nicht gelöscht: Es entsteht eine Stornorechnung mit eigener
          Nummer, die {i.number} über {formatCents(-i.grossCents)} aufhebt. Die Löschaufträge können danach
          neu abgerechnet werden.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-reason`}>Grund (optional, steht im Verlauf beider Rechnungen)</Label>
        <Textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      {problem && (
        <Problem>
          <p>{problem}</p>
        </Problem>
      )}
      <ActionFooter
        onCancel={onDone}
        onConfirm={submit}
        pending={cancel.isPending}
        label="Stornieren"
        pendingLabel="Wird storniert..."
        destructive
      />
    </div>
  );
}

/** 'Abbrechen' and the action, the footer of every dialog of the sheet. */
function ActionFooter(p: {
  onCancel(): void;
  onConfirm(): void;
  pending: boolean;
  label: string;
  pendingLabel: string;
  destructive?: boolean;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={p.onCancel}>
        Abbrechen
      </Button>
      <Button
        type="button"
        variant={p.destructive ? 'destructive' : 'default'}
        onClick={p.onConfirm}
        disabled={p.pending}
      >
        {p.pending ? p.pendingLabel : p.label}
      </Button>
    </DialogFooter>
  );
}
