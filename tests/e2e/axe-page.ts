import axe from 'axe-core';
import type { Page } from 'playwright-core';

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
