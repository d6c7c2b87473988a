// The customer portal's rules (docs/decisions/070): every request is counted per address, then
// the token opens exactly one customer; a dead link answers 404 naming whom to ask, never 401. A
// manager's new link revokes the older ones in the same transaction and is recorded in the audit log.
import type { PortalView } from '../../../common/schemas/portal';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.queries';
import type { SessionUser } from '../auth/session-user';
import { getCustomerById } from '../customers/customers.queries';
import { findInvoiceDetail } from '../invoices/invoice-documents';
import {
  deadLinkCompany,
  issuePortalToken,
  openPortalLink,
  type PortalAccess,
  portalUrl,
  revokePortalLinks,
} from './portal-links';
import { portalOpenings } from './portal-links.queries';
import { listCustomerOrders } from './portal-orders.queries';
import { euros } from './portal-orders.service';
import { countPortalRequest } from './portal-throttle';
import { getPortalView } from './portal-view.service';

/** A link nobody can resolve: the sender of the mail is the only one who can help. */
export const unknownLinkMessage =
  'Dieser Link ist ungültig oder abgelaufen. Bitte öffnen Sie den Link aus der neuesten E-Mail, die Sie von uns erhalten haben, oder wenden Sie sich an den Absender.';

type DeadLinkCompany = {
  name: string;
  contactEmail: string | null;
  gmailEmail: string | null;
  contactPhone: string | null;
};

/** Whom to ask for a new link: the company's contact address (else its sender) and phone. */
function deadLinkContact(company: DeadLinkCompany) {
  return {
    email: company.contactEmail?.trim() || company.gmailEmail?.trim() || null,
    phone: company.contactPhone?.trim() || null,
  };
}

/** A link that was ours but is revoked or expired: who to ask for a new one. */
export function deadLinkMessage(company: DeadLinkCompany) {
  const { email, phone } = deadLinkContact(company);
  const ways = [email, phone && `Tel. ${phone}`].filter(Boolean).join(', ');
  return `Dieser Link ist abgelaufen oder wurde durch einen neuen ersetzt. Einen neuen Link erhalten Sie von ${company.name}${ways ? ` (${ways})` : ''}.`;
}

/** The 404 of a dead link; `contact` beside the message, so the page links it without reading the sentence. */
export async function portalNotFound(db: Db, token: string) {
  const company = await deadLinkCompany(db, token);
  return company
    ? notFound(deadLinkMessage(company), { contact: deadLinkContact(company) })
    : notFound(unknownLinkMessage);
}

/** Counts the request, then answers the token's customer or throws the portal's 404. */
export async function openPortal(db: Db, token: string, address: string): Promise<PortalAccess> {
  await countPortalRequest(db, address);
  const access = await openPortalLink(db, token);
  if (!access) throw await portalNotFound(db, token);
  return access;
}

/** GET /api/portal/{token}. */
export async function viewPortal(
  db: Db,
  access: PortalAccess,
  token: string,
  appSecret: string,
): Promise<PortalView> {
  const view = await getPortalView(db, access, token, appSecret);
  if (!view) throw await portalNotFound(db, token);
  return view;
}

/** An issued invoice (or cancellation) of the token's customer; anything else is 404. */
export async function portalInvoice(db: Db, access: PortalAccess, invoiceId: number) {
  const detail = await findInvoiceDetail(db, invoiceId);
  const theirs =
    detail &&
    detail.customerId === access.customerId &&
    detail.companyId === access.companyId &&
    detail.state !== 'draft' &&
    detail.number !== null;
  if (!theirs) throw notFound('Rechnung nicht gefunden');
  return detail;
}

/** POST /api/customers/{id}/portal-link: every older link stops working; the new one is shown once. */
export async function newPortalLink(db: Db, user: SessionUser, customerId: number, publicUrl: string) {
  const token = await db.transaction(async (tx) => {
    const customer = await getCustomerById(tx, customerId);
    if (!customer) throw notFound('Kunde nicht gefunden');
    const now = new Date();
    const revoked = await revokePortalLinks(tx, customerId, now);
    const issued = await issuePortalToken(
      tx,
      { companyId: customer.companyId, customerId, createdBy: user.id },
      now,
    );
    await recordAudit(tx, { id: user.id, name: user.name }, [
      {
        entity: 'customer',
        entityId: customer.id,
        entityLabel: customer.name,
        companyId: customer.companyId,
        action: 'portal_link_created',
        changes: revoked > 0 ? { portalLinks: { from: `${revoked} gültig`, to: 'gesperrt' } } : null,
      },
    ]);
    return issued;
  });
  return { url: portalUrl(publicUrl, token) };
}

/** GET /api/customers/{id}/portal: when the owner first and last opened the portal. */
export async function portalActivity(db: Db, customerId: number) {
  const [customer, openings, orders] = await Promise.all([
    getCustomerById(db, customerId),
    portalOpenings(db, customerId),
    listCustomerOrders(db, customerId),
  ]);
  if (!customer) throw notFound('Kunde nicht gefunden');
  return {
    firstOpenedAt: openings.firstOpenedAt?.toISOString() ?? null,
    lastOpenedAt: openings.lastOpenedAt?.toISOString() ?? null,
    orders: orders.map((o) => ({
      id: o.id,
      createdAt: o.createdAt.toISOString(),
      signerName: o.signerName,
      reviews: o.reviews,
      net: euros(o.netCents),
      gross: euros(o.grossCents),
      pdfUrl: `/api/customers/${customerId}/portal-orders/${o.id}.pdf`,
    })),
  };
}
