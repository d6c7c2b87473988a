import type { RemovalReason } from '@common/enums';
import { type FormEvent, useId, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { type OrderableReview, useOrderRemovals } from './order-removals';

export type OrderReasons = Record<number, RemovalReason | undefined>;

/**
 * The order's reasons (one per review) and note, and its submit: a review without a reason gets
 * the focus and its message; otherwise all cases are opened at once.
 */
export function useOrderForm(reviews: OrderableReview[], onClose: () => void, onOrdered?: () => void) {
  const id = useId();
  const order = useOrderRemovals();
  // Each review starts with the reason its Löschchance suggests (decision 067); the person may change it.
  const [reasons, setReasons] = useState<OrderReasons>(() =>
    Object.fromEntries(reviews.map((r) => [r.id, r.removalChance?.suggestedReason ?? undefined])),
  );
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const missing = reviews.filter((r) => !reasons[r.id]);

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

  const setReason = (reviewId: number, reason: RemovalReason) =>
    setReasons((all) => ({ ...all, [reviewId]: reason }));
  return { id, order, reasons, setReason, note, setNote, checked, submit };
}
