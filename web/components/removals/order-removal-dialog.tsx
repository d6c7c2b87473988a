import { type RemovalReason, removalReasons } from '@common/enums';
import { removalReasonLabels } from '@common/labels';
import { NOTE_MAX_LENGTH } from '@common/schemas/customer-activity';
import { type FormEvent, useId, useState } from 'react';
import { NetPrice } from '@/components/net-price';
import { StarRating } from '@/components/star-rating';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { failureReason } from '@/lib/failure-text';
import { dangerTone } from '@/lib/tones';
import { type OrderableReview, useOrderCustomer, useOrderRemovals } from './order-removals';

interface Props {
  /** The reviews to order, all of one customer; the dialog is open while there are any. */
  reviews: OrderableReview[];
  customerId: number;
  onClose(): void;
  /** After the cases were opened (the drawer clears its selection). */
  onOrdered?(): void;
}

/**
 * 'Löschauftrag anlegen' (docs/product.md "Removal cases"): records the customer's order, a reason
 * per review (Google's categories), the customer's price per review, one note for all. Nothing is
 * reported to Google here: that is the case's next step ('Gemeldet'), so the words say 'anlegen'
 * (issue 34 point 8). The server opens all the cases or none; its German refusal stays in the dialog.
 */
export function OrderRemovalDialog({ reviews, customerId, onClose, onOrdered }: Props) {
  const open = reviews.length > 0;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-xl" data-testid="order-removal-dialog">
        {open && (
          <OrderForm
            // A new choice of reviews starts with empty reasons.
            key={reviews.map((r) => r.id).join(',')}
            reviews={reviews}
            customerId={customerId}
            onClose={onClose}
            onOrdered={onOrdered}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function OrderForm({ reviews, customerId, onClose, onOrdered }: Props) {
  const id = useId();
  const customer = useOrderCustomer(customerId);
  const order = useOrderRemovals();
  const [reasons, setReasons] = useState<Record<number, RemovalReason | undefined>>({});
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const missing = reviews.filter((r) => !reasons[r.id]);
  const several = reviews.length > 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (missing.length > 0) {
      document.getElementById(`${id}-reason-${missing[0].id}`)?.focus();
      return;
    }
    const items = reviews.map((r) => ({ reviewId: r.id, reason: reasons[r.id] as RemovalReason }));
    order.mutate(
      { items, note: note.trim() || undefined },
      {
        onSuccess: (cases) => {
          toast({
            title: cases.length === 1 ? 'Löschauftrag angelegt' : `${cases.length} Löschaufträge angelegt`,
            description:
              cases.length === 1
                ? 'Der Löschauftrag ist angelegt und steht unter „Löschaufträge“.'
                : 'Die Löschaufträge sind angelegt und stehen unter „Löschaufträge“.',
          });
          onOrdered?.();
          onClose();
        },
      },
    );
  };

  const price = customer.data?.pricePerReview;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Löschauftrag anlegen</DialogTitle>
        <DialogDescription>
          {several
            ? `Für ${reviews.length} Bewertungen wird je ein Löschauftrag angelegt. Bei Google gemeldet werden sie danach im Löschauftrag. Wählen Sie für jede den Grund.`
            : 'Für die Bewertung wird ein Löschauftrag angelegt. Bei Google gemeldet wird sie danach im Löschauftrag. Wählen Sie den Grund.'}
        </DialogDescription>
      </DialogHeader>

      <div className="rounded-md bg-muted px-3 py-2 text-sm">
        {customer.isPending ? (
          <Skeleton className="h-5 w-48" />
        ) : (
          <p className="font-medium tabular-nums">
            Preis je Löschung:{' '}
            {customer.isError || !customer.data ? (
              '–'
            ) : (
              <NetPrice value={price} companyId={customer.data.companyId} />
            )}
          </p>
        )}
        <p className="text-muted-foreground">Berechnet wird nur eine nachweislich entfernte Bewertung.</p>
      </div>

      <ul className="divide-y rounded-md border" aria-label="Gewählte Bewertungen">
        {reviews.map((r) => {
          const fieldId = `${id}-reason-${r.id}`;
          const invalid = checked && !reasons[r.id];
          return (
            <li key={r.id} className="space-y-2 px-3 py-3 text-sm">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <StarRating rating={r.rating} />
                <span className="font-medium break-words">{r.username ? `@${r.username}` : 'Unbekannt'}</span>
              </div>
              <p className="line-clamp-2 break-words text-muted-foreground" title={r.reviewText ?? undefined}>
                {r.reviewText?.trim() || 'Keine Bewertung verfügbar'}
              </p>
              <div className="grid gap-1.5 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-3">
                <Label htmlFor={fieldId}>Grund</Label>
                <Select
                  value={reasons[r.id] ?? ''}
                  onValueChange={(v) => setReasons((all) => ({ ...all, [r.id]: v as RemovalReason }))}
                >
                  <SelectTrigger
                    id={fieldId}
                    className="w-full"
                    aria-invalid={invalid || undefined}
                    aria-describedby={invalid ? `${fieldId}-error` : undefined}
                  >
                    <SelectValue placeholder="Grund wählen" />
                  </SelectTrigger>
                  <SelectContent>
                    {removalReasons.map((reason) => (
                      <SelectItem key={reason} value={reason}>
                        {removalReasonLabels[reason]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                {invalid && (
                  <p id={`${fieldId}-error`} className={`${dangerTone.message} sm:col-start-2`}>
                    Bitte einen Grund wählen.
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>

      <div className="space-y-2">
        <Label htmlFor={`${id}-note`}>Notiz (optional)</Label>
        <Textarea
          id={`${id}-note`}
          value={note}
          maxLength={NOTE_MAX_LENGTH}
          onChange={(e) => setNote(e.target.value)}
          placeholder={several ? 'Gilt für alle gewählten Bewertungen' : undefined}
        />
      </div>

      {order.isError && (
        <p role="alert" className={`${dangerTone.message} rounded-md border border-destructive/40 px-3 py-2`}>
          {failureReason(order.error) || 'Der Löschauftrag konnte nicht angelegt werden.'}
        </p>
      )}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Abbrechen
        </Button>
        <Button type="submit" disabled={order.isPending}>
          {order.isPending
            ? 'Wird angelegt …'
            : several
              ? `${reviews.length} Löschaufträge anlegen`
              : 'Löschauftrag anlegen'}
        </Button>
      </DialogFooter>
    </form>
  );
}
