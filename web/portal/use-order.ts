// The order being put together and its sending (decision 073): a double tap sends once, a retry
// of the same order keeps its Idempotency-Key, and a refusal lands where it belongs.
import type { PortalOrder, PortalView } from '@common/schemas/portal';
import { useRef, useState } from 'preact/hooks';
import { ApiError } from '@/lib/api-error';
import { contactOf, type DeadLinkContact } from './contact-links';
import { checkDraft, type DraftErrors, type DraftItem, orderInput, placeServerErrors } from './order-draft';
import { placeOrder } from './portal-api';

export interface OrderHost {
  token: string;
  view: PortalView;
  /** Reads the view again (after an order, or a refusal that may mean it changed). */
  reload(): Promise<PortalView | null>;
  /** The link stopped working meanwhile (revoked): the page says so, with whom to ask. */
  gone(message: string, contact: DeadLinkContact | undefined): void;
}

/** A key for one order's sends: random, and available on plain http too (randomUUID is not). */
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

interface Refusal {
  host: OrderHost;
  setErrors(errors: DraftErrors): void;
  setFailure(message: string): void;
}

/** A refused order said where it belongs: the dead link, a field at its review, else above the button. */
async function showRefusal({ host, setErrors, setFailure }: Refusal, error: unknown, sent: DraftItem[]) {
  const api = error instanceof ApiError ? error : ApiError.network(error);
  if (api.status === 404) return host.gone(api.userMessage, contactOf(api.body));
  if (api.status === 400 && Object.keys(api.fieldErrors).length > 0) {
    setErrors(placeServerErrors(api.fieldErrors, sent));
    return;
  }
  setFailure(api.userMessage);
  // A review ordered meanwhile shows its case, changed terms their new text.
  if (api.status === 409) {
    const fresh = await host.reload();
    if (fresh && fresh.terms.version !== host.view.terms.version)
      setFailure(`${api.userMessage} Bitte lesen Sie die geänderten Bedingungen und bestätigen Sie erneut.`);
  }
}

export function useOrder(host: OrderHost) {
  const { token, view, reload } = host;
  const [draft, setDraft] = useState<Map<number, DraftItem>>(new Map());
  const [signerName, setSignerName] = useState('');
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<PortalOrder | null>(null);
  // A ref, not state: a second tap arrives before the first one's render.
  const inFlight = useRef(false);
  const lastSend = useRef<{ body: string; key: string } | null>(null);

  // Only reviews still without a case: one ordered meanwhile drops out of the order.
  const items = view.reviews.flatMap((r) => (r.case === null ? (draft.get(r.id) ?? []) : []));

  function change(reviewId: number, item: DraftItem | null) {
    const next = new Map(draft);
    if (item) next.set(reviewId, item);
    else next.delete(reviewId);
    setDraft(next);
    if (errors[`item:${reviewId}`] || errors.items)
      setErrors({ ...errors, [`item:${reviewId}`]: '', items: '' });
  }

  async function submit() {
    if (inFlight.current) return;
    const found = checkDraft(items, signerName);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const input = orderInput(items, signerName, view.terms.version);
    const body = JSON.stringify(input);
    // The same order sent again (a retry after a lost answer) keeps its key.
    if (lastSend.current?.body !== body) lastSend.current = { body, key: newKey() };
    inFlight.current = true;
    setSending(true);
    try {
      const order = await placeOrder(token, input, lastSend.current.key);
      lastSend.current = null;
      setDraft(new Map());
      setSignerName('');
      setDone(order);
      await reload();
    } catch (error) {
      await showRefusal({ host, setErrors, setFailure }, error, items);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return {
    draft,
    items,
    change,
    signerName,
    setSignerName,
    errors,
    failure,
    sending,
    submit,
    done,
    closeDone: () => setDone(null),
  };
}
