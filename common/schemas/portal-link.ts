// The portal link from the operator's side (the customer drawer's 'Kundenportal', docs/api.md
// "Kundenportal"): the new link and when the owner opened the portal.
import { z } from 'zod';

/** POST /api/customers/{id}/portal-link: the new link, shown once (older links stop working). */
export const portalLinkSchema = z.object({ url: z.string() });
export type PortalLink = z.infer<typeof portalLinkSchema>;

/** GET /api/customers/{id}/portal: when the owner first and last opened the portal (null: never). */
export const portalActivitySchema = z.object({
  firstOpenedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
});
export type PortalActivity = z.infer<typeof portalActivitySchema>;
