// The small German pages behind the unsubscribe link: no app, no script, nothing but the answer.

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,Arial,sans-serif;background:#f8fafc;color:#0f172a;margin:0;padding:48px 16px}
main{max-width:480px;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:32px}
h1{font-size:22px;margin:0 0 12px}p{line-height:1.55;margin:0 0 16px;color:#334155}
button{font:inherit;font-weight:600;background:#0f172a;color:#fff;border:0;border-radius:8px;padding:10px 20px;cursor:pointer}</style>
</head><body><main>${body}</main></body></html>`;
}

export function confirmPage(companyName: string, action: string) {
  const name = escapeHtml(companyName);
  return page(
    'E-Mails abbestellen',
    `<h1>E-Mails abbestellen</h1>
<p>Möchten Sie keine E-Mails mehr von ${name} erhalten?</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Abmelden</button></form>`,
  );
}

export function donePage(companyName: string | null) {
  const from = companyName ? ` von ${escapeHtml(companyName)}` : '';
  return page(
    'Sie sind abgemeldet',
    `<h1>Sie sind abgemeldet</h1>
<p>Sie erhalten keine E-Mails mehr${from}.</p>`,
  );
}

export function invalidPage() {
  return page(
    'Link ungültig',
    `<h1>Dieser Abmeldelink ist ungültig</h1>
<p>Bitte öffnen Sie den Link unverändert aus der E-Mail. Sie können auch einfach auf die E-Mail antworten und um Abmeldung bitten.</p>`,
  );
}
