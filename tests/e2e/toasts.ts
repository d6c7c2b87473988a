import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Records every notice the page shows, also those a reload removes 200 ms later (docs/product.md §4: saving a
 * company reloads the app). Call before the first navigation; returns an assertion that polls.
 */
export async function recordToasts(page: Page) {
  const seen: string[] = [];
  await page.exposeFunction('e2eRecordToast', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    const recorded = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-slot="toast"]')) {
        if (recorded.has(el)) continue;
        recorded.add(el);
        (window as unknown as { e2eRecordToast(t: string): void }).e2eRecordToast(el.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return (text: string) => expect.poll(() => seen.some((t) => t.includes(text))).toBe(true);
}
