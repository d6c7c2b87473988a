// The order confirmation mail (decision 071): written to the e-mail log (kind 'portal_order') in the
// order's own transaction, sent by the company's paced delivery on its next tick with the order's
// PDF attached (the kind's hook, registered by server/mail-kinds.ts). No advertising: an opt-out
// from offers does not stop it. No mailbox or no address of the owner: the order stands, no mail.
import type { Db } from '../../db/client';
import { portalOrderMail } from '../../mail/portal-order-mail';
import { companyMessageId, hasMailAccount } from '../sending/company-mailer';
import type { MailKind } from '../sending/mail-kinds';
import { queueMail } from '../sending/sending.queries';
import { renderPortalOrderPdf } from './portal-order-pdf';
import {
  getOrderCompany,
  getOrderOfMail,
  type getOrderParties,
  type NewPortalOrder,
} from './portal-orders.queries';

type Parties = NonNullable<Awaited<ReturnType<typeof getOrderParties>>>;

/** Queues the confirmation; answers its e-mail log id, or null when it cannot be sent. */
export async function queuePortalOrderMail(
  tx: Db,
  input: {
    order: NewPortalOrder;
    company: Parties['company'];
    customer: Parties['customer'];
  },
  now: Date,
): Promise<number | null> {
  const { company, customer, order } = input;
  const email = customer.email.trim();
  if (!email || !hasMailAccount(company)) return null;
  const testTo = company.testMode ? company.testRecipient || company.gmailEmail : null;
  const content = portalOrderMail({
    order: { ...order, createdAt: now },
    company,
    customer,
    testFor: testTo ? email : null,
  });
  return queueMail(tx, {
    customerId: customer.id,
    companyId: company.id,
    kind: 'portal_order',
    emailSubject: content.subject,
    emailContent: content.text,
    emailHtml: content.html,
    recipient: testTo ?? email,
    isTest: testTo !== null,
    messageId: companyMessageId(company, `portal-order-${order.requestHash.slice(0, 16)}`),
    status: 'pending',
    nextAttemptAt: now,
  });
}

/** The order's PDF, rendered at delivery from the proof (which never changes). */
export const portalOrderMailKind: MailKind = {
  advertising: false,
  prepare: async (db, log) => {
    const order = await getOrderOfMail(db, log.id);
    const company = order ? await getOrderCompany(db, order.companyId) : undefined;
    if (!order || !company) return { ok: false, message: 'Den Auftrag gibt es nicht mehr – nicht gesendet' };
    const pdf = await renderPortalOrderPdf(order, company);
    return {
      ok: true,
      attachments: [
        { filename: portalOrderPdfName(order), content: Buffer.from(pdf), contentType: 'application/pdf' },
      ],
    };
  },
};

export const portalOrderPdfName = (order: { id: number }) => `Auftrag_${order.id}.pdf`;
