import pg from 'pg';
import { expect, it } from 'vitest';
import { companyIdByName, rowWith } from './activity-helpers';
import { REMOVAL_COMPANY, REMOVAL_REVIEW_TEXT } from './seed-removal-flow';
import { screenshot, signIn, useBrowser } from './support';
import { recordToasts } from './toasts';

// The whole path of a removal (docs/product.md §11): ordered on the reviews page, filed on
// 'Löschaufträge', then verified by two checks of the fake Apify, which no longer has the review
// (tests/e2e/seed-removal-flow.ts). Two misses count only 20 hours apart: between the checks the test
// moves the first miss back a day in the database, which is why it runs on the PostgreSQL server.

const browser = useBrowser();

/** Moves the case's first miss 21 hours back, as if the next check came a day later. */
async function aDayLater(removalId: number) {
  const client = new pg.Client({ connectionString: process.env.E2E_PG_DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      `update removals set first_miss_at = first_miss_at - interval '21 hours' where id = $1`,
      [removalId],
    );
  } finally {
    await client.end();
  }
}

it.runIf(process.env.E2E_PG_BASE_URL)(
  'orders a removal, files it and sees it verified after two checks, with the proof',
  async () => {
    const page = await browser.newPage(undefined, process.env.E2E_PG_BASE_URL);
    await signIn(page);
    const toastShown = await recordToasts(page);
    const companyId = await companyIdByName(page, REMOVAL_COMPANY);

    // Ordered where the review is shown.
    await page.goto(`/reviews-new/${companyId}`);
    const review = rowWith(page, REMOVAL_REVIEW_TEXT);
    await review.getByRole('button', { name: 'Löschauftrag anlegen' }).click();
    const order = page.getByRole('dialog', { name: 'Löschauftrag anlegen' });
    await order.getByRole('combobox', { name: 'Grund' }).click();
    await page.getByRole('option', { name: 'Kein Kundenkontakt', exact: true }).click();
    await order.getByRole('button', { name: 'Löschauftrag anlegen' }).click();
    await order.waitFor({ state: 'detached' });
    await review.getByText('Beauftragt').waitFor();

    // Filed on the removals page.
    await page.goto(`/removals-new/${companyId}`);
    const row = rowWith(page, 'Autohaus Lösch');
    await row.getByText('Beauftragt').waitFor();
    await row.getByRole('button', { name: 'Als gemeldet markieren' }).click();
    const filing = page.getByRole('dialog', { name: 'Als gemeldet markieren' });
    await filing.getByRole('button', { name: 'Als gemeldet markieren' }).click();
    await filing.waitFor({ state: 'detached' });
    await row.getByText('Gemeldet').waitFor();
    const removalId = Number(
      new URL(
        (await row.getByRole('link', { name: /^Löschauftrag für / }).getAttribute('href')) ?? '',
        'http://x',
      ).searchParams.get('removal'),
    );
    expect(removalId).toBeGreaterThan(0);

    // First check: the review is gone, once. Not yet proof enough.
    const state = async () => {
      const res = await page.request.get(`/api/removals/${removalId}`);
      return ((await res.json()) as { state: string }).state;
    };
    await page.getByRole('button', { name: 'Jetzt prüfen' }).click();
    // The button follows the check and says when it ended and what it found (issue 34 point 8).
    const progress = page.getByTestId('check-progress');
    await progress
      .getByText(/^Prüft … \d von 1 Kunde geprüft$|^Prüfung läuft …$/)
      .or(progress.getByText(/^Prüfung beendet/))
      .waitFor();
    await progress
      .getByText(/^Prüfung beendet \(\d\d\.\d\d\.\d{4} \d\d:\d\d\): 1 Bewertung nicht mehr gefunden\.$/)
      .waitFor({ timeout: 20_000 });
    await toastShown('Prüfung beendet');
    await screenshot(page, 'removal-check-result');
    await expect.poll(state, { timeout: 20_000 }).toBe('verifying');
    await aDayLater(removalId);

    // Second check a day later: verified.
    await page.getByRole('button', { name: 'Jetzt prüfen' }).click();
    await expect.poll(state, { timeout: 20_000 }).toBe('removed');
    await toastShown('Prüfung gestartet');

    await page.reload();
    await rowWith(page, 'Autohaus Lösch').getByText('Entfernt').waitFor();
    await rowWith(page, 'Autohaus Lösch')
      .getByRole('link', { name: /^Löschauftrag für / })
      .click();
    const sheet = page.getByRole('dialog', { name: 'Autohaus Lösch' });
    const proof = sheet.getByRole('region', { name: 'Nachweis' }).getByRole('listitem');
    await expect.poll(() => proof.count()).toBe(2);
    for (const item of await proof.all()) await item.getByText('Nicht mehr gefunden').waitFor();
    const timeline = sheet.getByRole('region', { name: 'Verlauf' });
    await timeline.getByText('System (Prüfung)').first().waitFor();
    await screenshot(page, 'removal-verified');
  },
);
