import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { signInAt } from '../support/app-process';
import { E2E_ADMIN } from './constants';
import {
  baseUrl,
  NARROW,
  screenshot,
  signIn,
  signInByApi,
  signInTo,
  signInWithForm,
  useBrowser,
} from './support';

const browser = useBrowser();

it('shows only the login page to signed-out visitors, at every path', async () => {
  const page = await browser.newPage();
  for (const path of ['/', '/users', '/customers-new/1', '/gibt-es-nicht']) {
    await page.goto(path);
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(path);
  }
  await screenshot(page, 'login');
});

it('shows the server message on a wrong password and signs in to /dashboard-new/1', async () => {
  const page = await browser.newPage();
  await page.goto('/login');
  await page.getByLabel('E-Mail-Adresse').fill('admin@example.com');
  await page.getByLabel('Passwort').fill('falsches-passwort');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  const alert = page.getByRole('alert');
  await alert.waitFor();
  expect(await alert.textContent()).toBe('Ungültige E-Mail-Adresse oder ungültiges Passwort');
  await signInWithForm(page);
  expect(new URL(page.url()).pathname).toBe('/dashboard-new/1');
});

it('sends a page whose session check finds no session to /login, and offers a retry when the check fails', async () => {
  const page = await browser.newPage();
  await signIn(page);
  // The session ended between the page and its check: the app goes to /login, where this live
  // session is sent on to the dashboard. /login passes too quickly to wait for its URL, so the test
  // waits for its request.
  const toLogin = page.waitForRequest(
    (r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/login',
  );
  await page.route('**/api/auth/user', (route) => route.fulfill({ status: 401, body: '{}' }), { times: 1 });
  await page.goto('/reviews-new/1');
  await toLogin;
  await page.waitForURL('**/dashboard-new/1');
  // No answer at all, as long as the server is away (every check, also the one React Query sends
  // again when the app mounts): a German notice and a retry, not a reload without end.
  let serverAway = true;
  await page.route('**/api/auth/user', (route) => (serverAway ? route.abort() : route.fallback()));
  await page.goto('/reviews-new/1');
  await page.getByRole('alert').getByText('Der Server ist nicht erreichbar.').waitFor();
  expect(new URL(page.url()).pathname).toBe('/reviews-new/1');
  serverAway = false;
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await page.getByRole('navigation').first().waitFor();
});

it('redirects /, new-style pages without id, and shows 404 for unknown paths', async () => {
  const page = await browser.newPage();
  await signIn(page);
  await page.goto('/');
  await page.waitForURL('**/dashboard-new/1');
  await page.goto('/settings-new');
  await page.waitForURL('**/settings-new/1');
  await page.goto('/gibt-es-nicht');
  await page.getByText('Page Not Found').waitFor();
});

it('links every sidebar entry for the company in the path and marks the active one', async () => {
  const page = await browser.newPage();
  await signInTo(page, '/reviews-new/2');
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  const active = page.locator('nav a[aria-current="page"]');
  await nav.locator('a[href="/settings-new/2"]').waitFor();
  expect(await active.textContent()).toBe('Bewertungen');
  const links = await nav
    .locator('a')
    .evaluateAll((els) => els.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
  expect(links).toEqual([
    ['Dashboard', '/dashboard-new/2'],
    ['Kunden', '/customers-new/2'],
    ['Wiedervorlagen', '/follow-ups'],
    ['Bewertungen', '/reviews-new/2'],
    ['Löschaufträge', '/removals-new/2'],
    ['Rechnungen', '/invoices-new/2'],
    ['E-Mail Logs', '/email-logs-new/2'],
    ['Antworten', '/replies-new/2'],
    ['Automatisierung', '/automation-new/2'],
    ['Scan-Protokolle', '/scan-logs'],
    ['Benutzer', '/users'],
    ['Änderungsprotokoll', '/audit-log'],
    ['Einstellungen', '/settings-new/2'],
  ]);
  await nav.getByRole('link', { name: 'Benutzer' }).click();
  await page.getByRole('heading', { name: 'Benutzerverwaltung' }).waitFor();
  expect(await active.textContent()).toBe('Benutzer');
});

it('creates, edits and deletes a user with the German validation messages, then signs in as them', async () => {
  const page = await browser.newPage();
  await signInTo(page, '/users');
  await page.getByRole('heading', { name: 'Benutzerverwaltung' }).waitFor();
  const heading = page.getByText(/^Alle Benutzer \(\d+\)$/);
  const countOf = async () => Number((await heading.textContent())?.match(/\d+/)?.[0]);
  await page.getByRole('cell', { name: 'admin@example.com' }).waitFor();
  const before = await countOf();

  await page.getByRole('button', { name: 'Neuer Benutzer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuer Benutzer' });
  await dialog.getByRole('button', { name: 'Erstellen' }).click();
  await dialog.getByText('Passwort ist für neue Benutzer erforderlich').waitFor();
  await dialog.getByLabel('Name').fill('Berta Beispiel');
  await dialog.getByLabel('E-Mail').fill('berta@example.com');
  await dialog.getByLabel('Passwort').fill('kurz');
  await dialog.getByRole('button', { name: 'Erstellen' }).click();
  await dialog.getByText('Passwort muss mindestens 8 Zeichen haben').waitFor();
  await dialog.getByLabel('Passwort').fill('berta-passwort');
  await dialog.getByRole('button', { name: 'Erstellen' }).click();
  await page.getByText('Benutzer erstellt').first().waitFor();
  await page.getByRole('cell', { name: 'berta@example.com' }).waitFor();
  await page.getByText(`Alle Benutzer (${before + 1})`).waitFor();

  const row = page.getByRole('row', { name: /Berta Beispiel/ });
  expect(await row.getByText('Nie angemeldet').count()).toBe(1);
  await row.getByRole('button', { name: 'Bearbeiten' }).click();
  const edit = page.getByRole('dialog', { name: 'Benutzer bearbeiten' });
  await edit.getByLabel('Name').fill('Berta Bearbeitet');
  await edit.getByRole('button', { name: 'Aktualisieren' }).click();
  await page.getByRole('cell', { name: 'Berta Bearbeitet' }).waitFor();

  await page.getByLabel('Nach Name oder E-Mail suchen...').fill('niemand');
  await page.getByText('Keine Benutzer gefunden').waitFor();
  await page.getByLabel('Nach Name oder E-Mail suchen...').fill('BERTA');
  await page.getByText('Alle Benutzer (1)').waitFor();
  await screenshot(page, 'users-wide');

  // Sign out through the user menu, sign in as the new user.
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await page.waitForURL('**/login');
  await signInByApi(page, 'berta@example.com', 'berta-passwort');

  // A plain user sees the list but no management actions.
  await page.goto('/users');
  await page.getByRole('cell', { name: 'Berta Bearbeitet' }).waitFor();
  expect(await page.getByRole('button', { name: 'Neuer Benutzer' }).count()).toBe(0);

  const admin = await browser.newPage(NARROW);
  await signInTo(admin, '/users');
  // The app's own dialog asks (issue 19: no browser confirm()).
  await admin.getByRole('button', { name: 'Löschen' }).last().click();
  const question = admin.getByRole('alertdialog', { name: 'Benutzer löschen' });
  await question
    .getByText('Sind Sie sicher, dass Sie den Benutzer "Berta Bearbeitet" löschen möchten?')
    .waitFor();
  await question.getByRole('button', { name: 'Löschen' }).click();
  await admin.getByText('Benutzer gelöscht').first().waitFor();
  await screenshot(admin, 'users-narrow');

  // Deleting the user ended her session.
  await page.reload();
  await page.getByRole('button', { name: 'Anmelden' }).waitFor();
});

it('sends the web app compressed to browsers that take it, as built (no work per request)', async () => {
  const fetchRaw = (path: string, encoding?: string, cookie?: string) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        const headers = {
          ...(encoding ? { 'accept-encoding': encoding } : {}),
          ...(cookie ? { cookie } : {}),
        };
        get(`${baseUrl()}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      },
    );
  const cookie = await signInAt(baseUrl(), E2E_ADMIN.email, E2E_ADMIN.password);
  const html = (await fetchRaw('/', undefined, cookie)).body.toString('utf8');
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
  const plain = await fetchRaw(script);
  expect(plain.headers['content-encoding']).toBeUndefined();
  // Chromium asks for Brotli over HTTPS (behind the proxy) and for gzip over plain HTTP.
  const br = await fetchRaw(script, 'gzip, deflate, br, zstd');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  expect(br.body.length).toBeLessThan(plain.body.length / 3);
  const gzip = await fetchRaw(script, 'gzip, deflate');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  // A route of the app answers the page itself, compressed as well.
  const page = await fetchRaw('/reviews-new/1', 'gzip', cookie);
  expect(page.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(page.body).toString('utf8')).toBe(html);
  // Without a session the same path is the login page's own entry (decision 085), and caches
  // keep the two apart.
  const signedOut = await fetchRaw('/reviews-new/1', 'gzip');
  const login = gunzipSync(signedOut.body).toString('utf8');
  expect(login).not.toBe(html);
  expect(login).toContain('<title>Anmelden · Bewertungsmanager</title>');
  expect(signedOut.headers.vary).toMatch(/cookie/i);
});
