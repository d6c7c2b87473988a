import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support';

// `npm run demo` as a new user meets it: its own embedded database filled with demo data, the
// simulated Apify and the SMTP sink in the server's process, the accounts on the login page.
const browser = useBrowser();
let server: ChildProcess;
let baseUrl: string;
const dataDir = mkdtempSync(join(tmpdir(), 'demo-e2e-'));

beforeAll(async () => {
  const port = 21_000 + Math.floor(Math.random() * 20_000);
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DEMO: 'on',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (
    !(await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null) throw new Error('Demo-Server beendet');
    if (Date.now() - started > 60_000) throw new Error('Demo-Server nicht rechtzeitig bereit');
    await new Promise((r) => setTimeout(r, 200));
  }
});

afterAll(async () => {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
});

async function signInFromHint(page: Page) {
  await page.goto('/');
  const hint = page.getByRole('region', { name: 'Demo-Zugänge' });
  await hint.getByText('Passwort demo-admin').waitFor();
  await screenshot(page, 'demo-login');
  await hint
    .getByRole('listitem')
    .filter({ hasText: 'admin@demo.test' })
    .getByRole('button', { name: 'Übernehmen' })
    .click();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL('**/dashboard-new/1');
}

it('signs in with the shown demo account; a manual scan finds reviews and mails them into the demo mailbox', async () => {
  const page = await browser.newPage(undefined, baseUrl);
  await signInFromHint(page);
  await page.getByRole('link', { name: /^Demo/ }).waitFor();
  await page.getByText('Reputationsschutz Nord GmbH').first().waitFor();

  await page.goto('/customers-new/1');
  const scan = page.getByRole('button', { name: 'Manueller Scan' });
  // A daily scan may be running from the start (after 09:00): the button waits for it.
  await expect.poll(() => scan.isEnabled(), { timeout: 60_000 }).toBe(true);
  const mailCount = async () =>
    Number((await page.request.get('/api/demo/mails?limit=1')).headers()['x-total-count']);
  const mailsBefore = await mailCount();
  await scan.click();
  await page.getByText('Manueller Scan gestartet', { exact: true }).waitFor();
  await page.getByText('Manueller Scan abgeschlossen', { exact: true }).waitFor({ timeout: 60_000 });

  await expect.poll(mailCount, { timeout: 30_000 }).toBeGreaterThan(mailsBefore);
  await page.getByRole('link', { name: /^Demo/ }).click();
  await page.getByRole('heading', { name: 'Demo-Postfach' }).waitFor();
  const first = page
    .getByRole('list', { name: /^E-Mails/ })
    .getByRole('button')
    .first();
  await expect.poll(() => first.textContent()).toMatch(/Bewertung/);
  // Sent as the company's own address, as a customer would see it.
  await page.getByText('Von bewertungen@reputationsschutz-nord.test an').waitFor();
  expect(
    await page.frameLocator('iframe[title="E-Mail wie empfangen"]').locator('body').textContent(),
  ).toMatch(/Sehr geehrte|Guten Tag/);
  // The mail as sent carries its own portal link, which opens in a new tab out of the frame (issue 36).
  const portalButton = page
    .frameLocator('iframe[title="E-Mail wie empfangen"]')
    .getByRole('link', { name: 'Bewertung ansehen und Löschung beauftragen' });
  expect(await portalButton.getAttribute('href')).toMatch(/^http:\/\/[^/]+\/kunde\/[\w-]{43}$/);
  const [portal] = await Promise.all([page.waitForEvent('popup'), portalButton.click()]);
  expect(portal.url()).toMatch(/\/kunde\/[\w-]{43}$/);
  await portal.close();
  await screenshot(page, 'demo-mailbox');

  // The scan's reviews and e-mails are on their pages too.
  await page.goto('/scan-logs');
  await page.getByText('Manuell').first().waitFor();
  await page.goto('/email-logs-new/1');
  await page.getByText(/^E-Mail Logs \([\d.]+\+?\)$/).waitFor();
});

it('names the company of every mail, filters the mailbox by company and stacks on a phone', async () => {
  const page = await browser.newPage(undefined, baseUrl);
  await signInFromHint(page);
  const companies = (await (await page.request.get('/api/companies')).json()) as {
    id: number;
    name: string;
  }[];
  const nord = companies.find((c) => c.name === 'Reputationsschutz Nord GmbH')!;
  // Mails of two companies: manual scans of each until both have mailed (a scan finds a few
  // reviews, now and then none; a running scan answers 409 and is simply waited for).
  const owners = async () => {
    const mails = (await (await page.request.get('/api/demo/mails')).json()) as { companyId: number }[];
    return new Set(mails.map((m) => m.companyId)).size;
  };
  await expect
    .poll(
      async () => {
        for (const c of companies.slice(0, 2)) await page.request.post(`/api/manual-scan/${c.id}`);
        return owners();
      },
      { timeout: 120_000, interval: 3000 },
    )
    .toBeGreaterThanOrEqual(2);

  await page.goto('/demo-mails');
  const filter = page.getByRole('combobox', { name: 'Firma filtern' });
  expect(await filter.textContent()).toBe('Alle Firmen');
  const list = page.getByRole('list', { name: /^E-Mails/ });
  await list.getByRole('button').first().waitFor();
  await page.screenshot({ path: '/root/shots-walk/demo-mailbox-1440.png' });
  await filter.click();
  await page.getByRole('option', { name: nord.name }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('company')).toBe(String(nord.id));
  const { length } = (await (
    await page.request.get(`/api/demo/mails?companyId=${nord.id}`)
  ).json()) as unknown[];
  await expect.poll(() => list.getByRole('button').count()).toBe(Math.min(length, 200));
  for (const text of await list.getByRole('button').allTextContents()) expect(text).toContain(nord.name);

  // 390 px: the list alone, a tap shows the mail alone, 'Zurück zur Liste' returns; nothing sideways.
  const phone = await browser.newPage({ width: 390, height: 844 }, baseUrl);
  await signInFromHint(phone);
  await phone.goto('/demo-mails');
  const phoneList = phone.getByRole('list', { name: /^E-Mails/ });
  await phoneList.getByRole('button').first().waitFor();
  expect(await phone.locator('iframe[title="E-Mail wie empfangen"]').count()).toBe(0);
  await phone.screenshot({ path: '/root/shots-walk/demo-mailbox-390-list.png' });
  await phoneList.getByRole('button').first().click();
  await phone.locator('iframe[title="E-Mail wie empfangen"]').waitFor();
  expect(await phoneList.count()).toBe(0);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.screenshot({ path: '/root/shots-walk/demo-mailbox-390-mail.png' });
  await phone.getByRole('button', { name: 'Zurück zur Liste' }).click();
  await phoneList.waitFor();
});
