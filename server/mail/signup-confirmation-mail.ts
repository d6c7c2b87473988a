// The confirmation e-mail of a 'Bewertungs-Alarm' sign-up (docs/decisions/043): only what was
// asked for, the link, who sends it and the sender's Impressum. No offer, no advertising: a
// confirmation request that advertises would itself be advertising sent without consent.
import { formatDateTime } from '../../common/format';
import type { LegalFooter } from '../../common/legal-footer';

export interface SignupConfirmationMailInput {
  company: { name: string; website: string | null; registeredSeat: string | null } & LegalFooter;
  /** The business that signed up, as entered. */
  signup: { name: string; email: string };
  confirmUrl: string;
  expiresAt: Date;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The sender's Impressum, as complete as the company has filled it in. */
export function impressumLines(company: SignupConfirmationMailInput['company']): string[] {
  const register = [company.registerCourt, company.registerNumber].filter((v) => v?.trim()).join(', ');
  return [
    company.legalName?.trim() || company.name,
    ...(company.legalAddress ?? '').split(/\r?\n/).map((l) => l.trim()),
    company.registeredSeat?.trim() ? `Sitz: ${company.registeredSeat.trim()}` : '',
    company.managingDirectors?.trim() ? `Geschäftsführung: ${company.managingDirectors.trim()}` : '',
    register ? `Registergericht: ${register}` : '',
    company.vatId?.trim() ? `USt-IdNr.: ${company.vatId.trim()}` : '',
    company.website ?? '',
  ].filter(Boolean);
}

export function signupConfirmationMail(input: SignupConfirmationMailInput) {
  const { company, signup } = input;
  const until = formatDateTime(input.expiresAt);
  const subject = `Bitte bestätigen Sie Ihre Anmeldung zum Bewertungs-Alarm von ${company.name}`;
  const intro = `für ${signup.name} wurde mit dieser E-Mail-Adresse (${signup.email}) der Bewertungs-Alarm von ${company.name} angefordert.`;
  const ask = 'Bitte bestätigen Sie die Anmeldung über diesen Link:';
  const validity = `Der Link ist 48 Stunden gültig, bis ${until} Uhr.`;
  const notYou =
    'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail einfach: ohne Bestätigung werden Sie nicht angemeldet, erhalten keine weiteren E-Mails, und die Angaben werden nach einer Woche gelöscht.';
  const footer = impressumLines(company);

  const text = [
    'Guten Tag,',
    '',
    intro,
    '',
    ask,
    input.confirmUrl,
    '',
    validity,
    '',
    notYou,
    '',
    'Mit freundlichen Grüßen',
    company.name,
    '',
    '-- ',
    ...footer,
  ].join('\n');

  const url = escapeHtml(input.confirmUrl);
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px 16px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;padding:24px">
<p>Guten Tag,</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(ask)}</p>
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#0f172a;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">Anmeldung bestätigen</a></p>
<p style="font-size:13px;color:#4b5563">Falls der Knopf nicht funktioniert, öffnen Sie diese Adresse:<br><a href="${url}" style="color:#1d4ed8;word-break:break-all">${url}</a></p>
<p>${escapeHtml(validity)}</p>
<p>${escapeHtml(notYou)}</p>
<p>Mit freundlichen Grüßen<br>${escapeHtml(company.name)}</p>
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 12px">
<p style="font-size:12px;color:#6b7280;margin:0">${footer.map(escapeHtml).join('<br>')}</p>
</div>
</body></html>`;
  return { subject, text, html };
}
