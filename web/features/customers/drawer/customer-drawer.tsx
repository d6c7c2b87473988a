import { customerStatusLabels } from '@common/labels';
import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { LoadError } from '@/components/load-error';
import { NetPrice } from '@/components/net-price';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { customerStatusTone } from '@/lib/customer-status';
import { useReturnFocus } from '@/lib/return-focus';
import { useCustomer, useCustomerActivity } from '../api/get-customer-drawer';
import { CustomerAvatar, OptedOutBadge } from '../components/customer-cells';
import { ActivitySections } from './activity-sections';
import { ConsentSection } from './consent-section';
import { ContactList } from './contact-list';
import { CustomerInvoices } from './customer-invoices';
import { CustomerRemovals } from './customer-removals';
import { DrawerReviews } from './drawer-reviews';
import { FollowUpSection } from './follow-up-section';
import { HistorySection } from './history-section';
import { NoteEditor } from './note-editor';
import { ReplyBadges, ReplyThreadSection } from './reply-thread';

/**
 * The customer at a glance (docs/product.md, "The customer drawer"): contact, status history,
 * reviews, e-mails with their content, scan logs and the operators' note. Opened by the row's eye
 * icon; its id stands in the address (`?customer=`), so a link to it can be shared.
 */
export default function CustomerDrawer({
  id,
  onClose,
  onOpenEmail,
}: {
  id: number;
  onClose(): void;
  /** Opens one e-mail as sent (the page's e-mail detail view). */
  onOpenEmail(id: number): void;
}) {
  const customer = useCustomer(id);
  const activity = useCustomerActivity(id);
  const c = customer.data;
  // Closed, the drawer gives focus back to the eye button that opened it (issue 19).
  const returnFocus = useReturnFocus(() =>
    c ? `[aria-label="${CSS.escape(`Details zu ${c.name}`)}"]` : undefined,
  );
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col overflow-y-auto border-l bg-background shadow-xl outline-none sm:max-w-xl"
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
        >
          <header className="sticky top-0 z-10 flex items-start gap-3 border-b bg-background px-4 py-4 sm:px-6">
            {c && <CustomerAvatar customer={c} className="size-11 text-sm" />}
            <div className="min-w-0 flex-1">
              <DialogPrimitive.Title className="text-lg font-semibold break-words">
                {c?.name ?? 'Kunde'}
              </DialogPrimitive.Title>
              {c && (
                <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  <Badge variant="outline" className={customerStatusTone[c.status]}>
                    {customerStatusLabels[c.status]}
                  </Badge>
                  <span>
                    <NetPrice value={c.pricePerReview} companyId={c.companyId} /> pro Rezension
                  </span>
                  {!c.isActive && <Badge variant="secondary">Inaktiv</Badge>}
                  {/* Its consent came through the sign-up page (issue 34 point 8). */}
                  {activity.data?.consentHistory.some((e) => e.source === 'signup') && (
                    <Badge
                      variant="outline"
                      title="Über die Anmeldeseite (Bewertungs-Alarm) angemeldet und per Link bestätigt"
                    >
                      Über Anmeldeseite
                    </Badge>
                  )}
                  <OptedOutBadge optedOutAt={c.optedOutAt} />
                  <ReplyBadges customerId={id} />
                </div>
              )}
            </div>
            <DialogPrimitive.Close className="rounded-sm p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
              <XIcon className="size-5" aria-hidden />
              <span className="sr-only">Schließen</span>
            </DialogPrimitive.Close>
          </header>
          <div className="space-y-6 px-4 py-5 sm:px-6">
            {customer.isError ? (
              <LoadError error={customer.error} onRetry={customer.refetch} />
            ) : !c ? (
              <Skeleton className="h-28" />
            ) : (
              <ContactList customer={c} />
            )}
            {activity.isError ? (
              <LoadError error={activity.error} onRetry={activity.refetch} />
            ) : !activity.data ? (
              <Skeleton className="h-64" />
            ) : (
              <>
                <FollowUpSection customerId={id} companyId={c?.companyId} />
                <NoteEditor key={id} customerId={id} note={activity.data.note} />
                <ReplyThreadSection customerId={id} />
                <ConsentSection customer={c} history={activity.data.consentHistory} />
                <CustomerRemovals companyId={c?.companyId} customerId={id} />
                <CustomerInvoices companyId={c?.companyId} customerId={id} />
                <ActivitySections
                  activity={activity.data}
                  reviews={
                    <DrawerReviews activity={activity.data} customerId={id} companyId={c?.companyId} />
                  }
                  onOpenEmail={onOpenEmail}
                />
                <HistorySection customerId={id} />
              </>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
