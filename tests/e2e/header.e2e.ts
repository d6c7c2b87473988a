import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { E2E_COMPANY_NAMES } from './seed-customers';
import { signIn, useBrowser } from './support';

/**
 * Issue 19 point 1: on a phone the header still says which company is open, and nothing in it
 * overlaps. Screenshots of the header in both themes land in /root/shots-a11y/ to be looked at.
 */
const browser = useBrowser();
const shots = '/root/shots-a11y';

type Box = { name: string; x: number; y: number; width: number; height: number };

/** The header's controls that are shown, with their boxes. */
async function headerBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('header > *, header button, header [role="combobox"], header a')]
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => !element.querySelector('button, [role="combobox"], a')) // the controls, not their rows
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
        return { name, x, y, width, height };
      }),
  );
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

async function expectTidyHeader(page: Page, viewportWidth: number) {
  const boxes = await headerBoxes(page);
  expect(boxes.length).toBeGreaterThanOrEqual(4); // title, company, search, user menu (and the role's buttons)
  for (const box of boxes) {
    expect(box.x, `${box.name} beginnt im Bild`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${box.name} endet im Bild`).toBeLessThanOrEqual(viewportWidth);
  }
  const clashes = boxes.flatMap((a, i) =>
    boxes.slice(i + 1).flatMap((b) => (overlaps(a, b) ? [`${a.name} / ${b.name}`] : [])),
  );
  expect(clashes).toEqual([]);
}

/** The company dropdown: its name, and whether all of it is on screen (not cut by an ellipsis). */
async function companyShown(page: Page) {
  const value = page.getByRole('combobox', { name: 'Firma auswählen' }).locator('[data-slot="select-value"]');
  await value.getByText(E2E_COMPANY_NAMES[0]).waitFor();
  return value.evaluate((element) => ({
    text: element.textContent,
    whole: element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
    width: element.clientWidth,
    fontSize: Number.parseFloat(getComputedStyle(element).fontSize),
  }));
}

/** Switches the (emulated) system theme the app follows and waits for the colours to settle. */
async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction(
    (dark) => document.documentElement.classList.contains('dark') === dark,
    theme === 'dark',
  );
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
}

async function shootHeader(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: `${shots}/${name}.png`, clip: { x: 0, y: 0, width, height: 64 } });
}

it('shows the company on a phone (390 px), cut short sensibly, with nothing overlapping, for every role', async () => {
  const page = await browser.newPage({ width: 390, height: 844 });
  await signIn(page);
  const shown = await companyShown(page);
  expect(shown.text).toBe(E2E_COMPANY_NAMES[0]);
  // 'Autohaus Müller GmbH' wraps onto two lines, readable (12 px), not cut to 'Autohaus …'.
  expect(shown).toMatchObject({ whole: true, fontSize: 12 });
  expect(shown.width).toBeGreaterThanOrEqual(80);
  await expectTidyHeader(page, 390);
  // The role-name-only buttons still say what they are.
  for (const name of ['Firma bearbeiten', 'Neue Firma', 'Neuer Kunde', 'Admin'])
    await page.getByRole('button', { name, exact: true }).waitFor();
  await page.getByRole('button', { name: /^Suchen und Befehle/ }).waitFor();

  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    await shootHeader(page, `header-390-${theme}`);
  }

  // A plain user has no buttons: the name has the room.
  const created = await page.request.post('/api/users', {
    data: { name: 'Hanna Header', email: 'hanna@example.com', role: 'user', password: 'hanna-passwort' },
  });
  expect(created.status()).toBe(201);
  const user = await browser.newPage({ width: 390, height: 844 });
  await signIn(user, 'hanna@example.com', 'hanna-passwort');
  expect((await companyShown(user)).whole).toBe(true);
  await expectTidyHeader(user, 390);
});

it('shows the whole company name on a desktop (1440 px), nothing overlapping', async () => {
  const page = await browser.newPage({ width: 1440, height: 900 });
  await signIn(page);
  expect(await companyShown(page)).toMatchObject({ whole: true, fontSize: 14 });
  await expectTidyHeader(page, 1440);
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    await shootHeader(page, `header-1440-${theme}`);
  }
});

/** The phone header's company name as shown: its visible text, and whether all of it is in its box. */
async function visibleCompanyName(page: Page, expected: string) {
  const value = page.getByRole('combobox', { name: 'Firma auswählen' }).locator('[data-slot="select-value"]');
  await value.getByText(expected, { exact: true }).waitFor();
  return value.evaluate((element) => ({
    text: (element as HTMLElement).innerText.replace(/\s+/g, ' '),
    clipped: element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
    width: element.getBoundingClientRect().width,
  }));
}

it('names the selected company readably on a phone (390 px): whole, or its first 16 characters and an ellipsis (issue 34 point 9)', async () => {
  const page = await browser.newPage({ width: 390, height: 844 });
  await signIn(page);
  for (const [name, shown] of [
    // Was 'R / e.' in a 54 px box: one word as long as a line stays whole.
    ['Reputationsschutz Nord GmbH', 'Reputationsschutz Nord GmbH'],
    ['Reputationsschutz und Bewertungsmanagement Norddeutschland GmbH', 'Reputationsschut…'],
    ['Bewertungsmanagementgesellschaft Nord', 'Bewertungsmanage…'],
  ]) {
    const created = await page.request.post('/api/companies', { data: { name } });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto(`/dashboard-new/${(await created.json()).id}`);
    await page.getByRole('button', { name: 'Firma bearbeiten' }).waitFor();
    const visible = await visibleCompanyName(page, shown);
    expect(visible, name).toMatchObject({ text: shown, clipped: false });
    expect(visible.width).toBeGreaterThanOrEqual(110);
    await expectTidyHeader(page, 390);
    if (name.startsWith('Reputationsschutz Nord')) {
      for (const theme of ['light', 'dark'] as const) {
        await useTheme(page, theme);
        await shootHeader(page, `header-390-long-${theme}`);
      }
      await useTheme(page, 'light');
    }
  }
});

it('opens the user menu pressed before its code is in, with the focus inside it (decision 089)', async () => {
  const page = await browser.newPage();
  await signIn(page);
  // A fresh load whose user-menu code is held back until the button was pressed.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/user-menu-dropdown-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  const button = page.getByRole('button', { name: 'Admin' });
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
  await button.click();
  release();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  await expect.poll(() => menu.evaluate((m) => m.contains(document.activeElement))).toBe(true);
  await page.getByRole('menuitem', { name: 'Benutzerverwaltung' }).click();
  await page.waitForURL('**/users');
});
