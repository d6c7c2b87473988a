import { berlinDay } from '@common/calendar-days';
import { formatCents } from '@common/invoice-math';
import type { InvoiceDetail } from '@common/schemas/invoice';
import { useId, useRef, useState } from 'react';
import { DatePicker } from '@/components/date-picker';
import { DialogHeading } from '@/components/dialog-heading';
import { TextareaField } from '@/components/textarea-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { useAddPayment } from '../api/invoice-mutations';
import { ActionFooter, problemOf } from './invoice-dialog-parts';

/** '106,81': what the amount field shows and the server reads back. */
const amountText = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

export function PaymentForm({ invoice: i, onDone }: { invoice: InvoiceDetail; onDone(): void }) {
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
      <DialogHeading title="Als bezahlt markieren">
        {i.number} · offen {formatCents(open)}. Ein kleinerer Betrag wird als Teilzahlung erfasst.
      </DialogHeading>
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
      <TextareaField
        id={`${id}-note`}
        label="Notiz (optional)"
        rows={2}
        maxLength={1000}
        value={note}
        onChange={setNote}
      />
      <ActionFooter
        problem={problem}
        onCancel={onDone}
        onConfirm={submit}
        pending={pay.isPending}
        label="Zahlung erfassen"
        pendingLabel="Wird gespeichert..."
      />
    </div>
  );
}
