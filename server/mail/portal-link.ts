// The customer portal's link in a mail (docs/decisions/072). A mail is stored in the e-mail log when
// it is claimed, long before it goes out, and its link's token must never be stored: so the body
// carries this readable marker, and the delivery puts a link of its own in its place right before
// SMTP (server/modules/sending/delivery.ts). The log's view shows the marker as it is.
import { escapeHtml } from './html';

/** Stands for the link in the stored text and HTML; what the e-mail log shows. */
export const PORTAL_LINK_MARKER = '[persönlicher Link zum Kundenportal]';

/** The offer's button (issue 36). */
export const offerPortalLabel = 'Bewertung ansehen und Löschung beauftragen';

/** Text part: the label, and the address on a line of its own (mail programs make it clickable). */
export const portalLinkLines = (label: string) => [`${label}:`, PORTAL_LINK_MARKER];

/**
 * HTML part: a button that works without CSS support (Outlook, Gmail): a table cell with a
 * background colour around a padded link, so the whole coloured area reads and clicks as a button.
 */
export const portalButtonHtml = (label: string) =>
  `<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="margin:20px 0;border-collapse:separate">
<tr><td align="center" bgcolor="#1d4ed8" style="background-color:#1d4ed8;border-radius:6px">
<a href="${PORTAL_LINK_MARKER}" target="_blank" style="display:inline-block;padding:12px 24px;border:1px solid #1d4ed8;border-radius:6px;font-family:Arial,Helvetica,sans-serif;font-size:16px;font-weight:bold;line-height:1.3;color:#ffffff;text-decoration:none">${escapeHtml(label)}</a>
</td></tr></table>`;

export const hasPortalLink = (mail: { text: string; html: string | null }) =>
  mail.text.includes(PORTAL_LINK_MARKER) || (mail.html?.includes(PORTAL_LINK_MARKER) ?? false);

/** The mail as it goes out: every marker replaced by the link (escaped in the HTML). */
export function withPortalLink<T extends { text: string; html: string | null }>(mail: T, url: string): T {
  return {
    ...mail,
    text: mail.text.replaceAll(PORTAL_LINK_MARKER, url),
    html: mail.html?.replaceAll(PORTAL_LINK_MARKER, escapeHtml(url)) ?? null,
  };
}
