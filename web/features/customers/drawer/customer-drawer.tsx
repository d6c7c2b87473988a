import { customerStatusLabels } from '@common/labels';
import { NetPrice } from '@/components/net-price';
import { SheetPart, SideSheet } from '@/components/side-sheet';
import { Badge } from '@/components/ui/badge';
import { customerStatusTone } from '@/lib/customer-status';
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
import { PortalSection } from './portal-section';
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
  return (
    <SideSheet
      onClose={onClose}
      // Closed, the drawer gives focus back to the eye button that opened it (issue 19).
      returnFocusTo={() => (c ? `[aria-label="${CSS.escape(`Details zu ${c.name}`)}"]` : undefined)}
      leading={c && <CustomerAvatar customer={c} className="size-11 text-sm" />}
      title={c?.name ?? 'Kunde'}
      badges={
        c && (
          <>
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
          </>
        )
      }
    >
      <SheetPart query={customer} skeleton="h-28">
        {(loaded) => <ContactList customer={loaded} />}
      </SheetPart>
      <SheetPart query={activity} skeleton="h-64">
        {(log) => (
          <>
            <FollowUpSection customerId={id} companyId={c?.companyId} />
            <NoteEditor key={id} customerId={id} note={log.note} />
            <ReplyThreadSection customerId={id} />
            <ConsentSection customer={c} history={log.consentHistory} />
            <CustomerRemovals companyId={c?.companyId} customerId={id} />
            <CustomerInvoices companyId={c?.companyId} customerId={id} />
            <PortalSection customerId={id} />
            <ActivitySections
              activity={log}
              reviews={<DrawerReviews activity={log} customerId={id} companyId={c?.companyId} />}
              onOpenEmail={onOpenEmail}
            />
            <HistorySection customerId={id} />
          </>
        )}
      </SheetPart>
    </SideSheet>
  );
}
