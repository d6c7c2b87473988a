// The portal link from the operator's side (the customer drawer's 'Kundenportal', docs/api.md
// "Kundenportal"): the new link and when the owner opened the portal.
import { z } from 'zod';

/** POST /api/customers/{id}/portal-link: the new link, shown once (older links stop working). */
export const portalLinkSchema = z.object({ url: z.string() });
export type PortalLink = z.infer<typeof portalLinkSchema>;

/** An order the owner placed in the portal, as the drawer lists it (decision 074). */
export const customerPortalOrderSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  signerName: z.string(),
  /** How many reviews it ordered. */
  reviews: z.number(),
  /** Euros with two decimals ('89.00'), as the portal sends money. */
  net: z.string(),
  gross: z.string(),
  /** The operator's route to the order's PDF: GET /api/customers/{id}/portal-orders/{orderId}.pdf. */
  pdfUrl: z.string(),
});
export type CustomerPortalOrder = z.infer<typeof customerPortalOrderSchema>;

/**
 * GET /api/customers/{id}/portal: when the owner first and last opened the portal (null: never),
 * and the orders placed there, newest first.
 */
export const portalActivitySchema = z.object({
  firstOpenedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  orders: z.array(customerPortalOrderSchema),
});
export type PortalActivity = z.infer<typeof portalActivitySchema>;
