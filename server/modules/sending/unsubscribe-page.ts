// The small German pages behind the unsubscribe link: no app, no script, nothing but the answer,
// in the name of the company that sent the mail: its name on top, its privacy notice and its
// Impressum below (issue 34 point 7), light or dark as the reader's system is.
import type { LegalFooter } from '../../../common/legal-footer';
import { privacyNoticeText } from '../../../common/privacy-notice';

/** What the page shows of the sender (getUnsubscribeTarget). */
export interface UnsubscribeCompany extends LegalFooter {
  name: string;
  website: string | null;
  registeredSeat: string | null;
  contactEmail: string | null;
  gmailEmail: string | null;
  privacyNotice: string | null;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

// Colours of the app's palette (DESIGN.md): slate, light and dark.
const style = `:root{color-scheme:light dark;--bg:#f8fafc;--card:#fff;--border:#e2e8f0;--text:#0f172a;--muted:#475569;--button:#0f172a;--button-text:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#020617;--card:#0f172a;--border:#1e293b;--text:#f1f5f9;--muted:#94a3b8;--button:#f1f5f9;--button-text:#0f172a}}
body{font-family:system-ui,Arial,sans-serif;background:var(--bg);color:var(--text);margin:0}
header{background:var(--card);border-bottom:1px solid var(--border)}
header p{max-width:480px;margin:0 auto;padding:14px 16px;font-weight:600;overflow-wrap:anywhere}
main{max-width:480px;margin:32px auto 0;background:var(--card);border:1px solid var(--border);border-radius:12px;padding:32px;box-sizing:border-box}
@media (max-width:520px){main{margin:24px 16px 0;padding:24px}}
h1{font-size:22px;margin:0 0 12px}main p{line-height:1.55;margin:0 0 16px;color:var(--muted)}
button{font:inherit;font-weight:600;background:var(--button);color:var(--button-text);border:0;border-radius:8px;padding:10px 20px;cursor:pointer}
button:focus-visible,a:focus-visible,summary:focus-visible{outline:2px solid #3b82f6;outline-offset:2px}
footer{max-width:480px;margin:0 auto;padding:24px 16px 40px;font-size:12px;line-height:1.6;color:var(--muted)}
footer h2{font-size:12px;margin:16px 0 4px;color:var(--text)}footer p{margin:0}
summary{cursor:pointer;font-weight:600;color:var(--text)}details p{margin:0 0 8px;white-space:pre-line}
a{color:inherit}`;

function impressum(c: UnsubscribeCompany) {
  const register = [c.registerCourt, c.registerNumber].filter(Boolean).join(', ');
  const lines = [
    ...(c.legalAddress ?? '').split(/\r?\n/),
    c.registeredSeat ? `Sitz: ${c.registeredSeat}` : '',
    c.managingDirectors ? `Geschäftsführung: ${c.managingDirectors}` : '',
    register ? `Registergericht: ${register}` : '',
    c.vatId ? `USt-IdNr.: ${c.vatId}` : '',
  ].filter((line) => line.trim());
  const contact = c.contactEmail
    ? `<p>E-Mail: <a href="mailto:${escapeHtml(c.contactEmail)}">${escapeHtml(c.contactEmail)}</a></p>`
    : '';
  const website = c.website
    ? `<p><a href="${escapeHtml(c.website)}" rel="noopener noreferrer">${escapeHtml(c.website.replace(/^https?:\/\//, ''))}</a></p>`
    : '';
  return `<section aria-labelledby="impressum"><h2 id="impressum">Impressum</h2>
<p>${escapeHtml(c.legalName || c.name)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}${contact}${website}</section>`;
}

function privacy(c: UnsubscribeCompany) {
  const paragraphs = privacyNoticeText(c)
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p.trim())}</p>`)
    .join('');
  return `<details><summary>Datenschutzhinweise</summary>${paragraphs}</details>`;
}

function page(title: string, body: string, company: UnsubscribeCompany | null) {
  const top = company ? `<header><p>${escapeHtml(company.name)}</p></header>` : '';
  const bottom = company ? `<footer>${privacy(company)}${impressum(company)}</footer>` : '';
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>${style}</style>
</head><body>${top}<main>${body}</main>${bottom}</body></html>`;
}

export function confirmPage(company: UnsubscribeCompany, action: string) {
  const name = escapeHtml(company.name);
  return page(
    'E-Mails abbestellen',
    `<h1>E-Mails abbestellen</h1>
<p>Möchten Sie keine E-Mails mehr von ${name} erhalten?</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Abmelden</button></form>`,
    company,
  );
}

export function donePage(company: UnsubscribeCompany | null) {
  const from = company ? ` von ${escapeHtml(company.name)}` : '';
  return page(
    'Sie sind abgemeldet',
    `<h1>Sie sind abgemeldet</h1>
<p>Sie erhalten keine E-Mails mehr${from}.</p>`,
    company,
  );
}

export function invalidPage() {
  return page(
    'Link ungültig',
    `<h1>Dieser Abmeldelink ist ungültig</h1>
<p>Bitte öffnen Sie den Link unverändert aus der E-Mail. Sie können auch einfach auf die E-Mail antworten und um Abmeldung bitten.</p>`,
    null,
  );
}
