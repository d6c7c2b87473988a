import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/**
 * axe-core in every document of the page, and no CSS transitions (a colour would otherwise be
 * measured half-way through a theme switch). The app's Content-Security-Policy refuses an inline
 * script; an init script is not subject to it.
 */
export async function addAxe(page: Page) {
  await page.addInitScript({ content: axe.source });
  await page.addInitScript(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, ::before, ::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

/**
 * Waits until the page shows `theme`: the app sets the class 'dark' on <html> from the system's
 * scheme; a page styled by the media query alone (the customer portal) says `byMedia`.
 */
export async function waitForTheme(page: Page, theme: 'light' | 'dark', byMedia = false) {
  await page.waitForFunction(
    ([dark, media]) =>
      media
        ? matchMedia('(prefers-color-scheme: dark)').matches === dark
        : document.documentElement.classList.contains('dark') === dark,
    [theme === 'dark', byMedia] as const,
  );
}

/**
 * No critical or serious axe finding on the page (loaded with addAxe), light and then dark; light
 * again after. `byMedia`: see waitForTheme.
 */
export async function expectAxeClean(page: Page, where: string, byMedia = false) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await waitForTheme(page, theme, byMedia);
    const found = await page.evaluate(async () => {
      const results = await window.axe.run(document, { resultTypes: ['violations'], iframes: false });
      return results.violations
        .filter((v) => v.impact === 'critical' || v.impact === 'serious')
        .flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}: ${n.failureSummary ?? v.help}`));
    });
    expect(found, `${where} (${theme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * Critical and serious axe findings of the page as it is now, one line a rule. Loads axe-core when
 * the page has none yet: through the debugger, as the public pages' CSP refuses inline scripts.
 */
export async function seriousAxe(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/**
 * Critical and serious axe findings in `scope` (the whole document without one), light and dark,
 * one line a node (as tests/e2e/axe.e2e.ts counts them); light again after. axe must be loaded.
 */
export async function graveFindings(page: Page, scope?: string) {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await page.waitForFunction(
      (dark) => document.documentElement.classList.contains('dark') === dark,
      colorScheme === 'dark',
    );
    const violations = await page.evaluate(async (include) => {
      const results = await window.axe.run(include ? { include: [include] } : document, {
        resultTypes: ['violations'],
      });
      return results.violations.flatMap((v) =>
        v.nodes.map((n) => `${n.impact ?? v.impact} ${v.id} ${n.target.join(' ')}`),
      );
    }, scope ?? null);
    found.push(...violations.filter((v) => /^(critical|serious)/.test(v)).map((v) => `${colorScheme}: ${v}`));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}
