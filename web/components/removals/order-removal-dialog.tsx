import { NOTE_MAX_LENGTH } from '@common/schemas/customer-activity';
import { DialogHeading } from '@/components/dialog-heading';
import { NetPrice } from '@/components/net-price';
import { TextareaField } from '@/components/textarea-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { failureReason } from '@/lib/failure-text';
import { dangerTone } from '@/lib/tones';
import { type OrderableReview, useOrderCustomer } from './order-removals';
import { OrderReviewReasons } from './order-review-reasons';
import { useOrderForm } from './use-order-form';

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
  const { id, order, reasons, setReason, note, setNote, checked, submit } = useOrderForm(
    reviews,
    onClose,
    onOrdered,
  );
  const several = reviews.length > 1;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeading title="Löschauftrag anlegen">
        {several
          ? `Für ${reviews.length} Bewertungen wird je ein Löschauftrag angelegt. Bei Google gemeldet werden sie danach im Löschauftrag. Wählen Sie für jede den Grund.`
          : 'Für die Bewertung wird ein Löschauftrag angelegt. Bei Google gemeldet wird sie danach im Löschauftrag. Wählen Sie den Grund.'}
      </DialogHeading>
      <OrderPrice customerId={customerId} />
      <OrderReviewReasons
        id={id}
        reviews={reviews}
        reasons={reasons}
        checked={checked}
        onReason={setReason}
      />
      <TextareaField
        id={`${id}-note`}
        label="Notiz (optional)"
        value={note}
        maxLength={NOTE_MAX_LENGTH}
        onChange={setNote}
        placeholder={several ? 'Gilt für alle gewählten Bewertungen' : undefined}
        className="space-y-2"
      />
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

/** 'Preis je Löschung': the customer's price, charged only for a review shown to be gone. */
function OrderPrice({ customerId }: { customerId: number }) {
  const customer = useOrderCustomer(customerId);
  return (
    <div className="rounded-md bg-muted px-3 py-2 text-sm">
      {customer.isPending ? (
        <Skeleton className="h-5 w-48" />
      ) : (
        <p className="font-medium tabular-nums">
          Preis je Löschung:{' '}
          {customer.isError || !customer.data ? (
            '–'
          ) : (
            <NetPrice value={customer.data.pricePerReview} companyId={customer.data.companyId} />
          )}
        </p>
      )}
      <p className="text-muted-foreground">Berechnet wird nur eine nachweislich entfernte Bewertung.</p>
    </div>
  );
}
