// The offer's portal button as a phone's mail app shows it (issue 36 point 1, decision 072): the
// HTML part the offer builder writes, with the link the delivery puts in, rendered at 390 px. The
// button must read as one: a coloured, padded block whose whole area is the link.
import { mkdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { negativeReviewMail } from '../../server/mail/negative-review-mail';
import { offerInput } from '../../server/mail/negative-review-mail.fixture';
import { withPortalLink } from '../../server/mail/portal-link';
import { NARROW, useBrowser } from './support';

const browser = useBrowser();
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-p3';

const offer = negativeReviewMail({
  ...offerInput,
  reviews: [
    {
      username: 'Jana Weber',
      rating: 1,
      text: 'Lange gewartet, unfreundlich bedient.',
      reviewDate: new Date('2026-11-22T17:42:13Z'),
      reviewUrl: 'https://www.google.com/maps/reviews/data=abc',
    },
  ],
});
const URL = 'https://app.example.de/kunde/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCd';

it("renders the offer's portal link as a button at 390 px, light and dark", async () => {
  const page = await browser.newPage(NARROW);
  await page.setContent(withPortalLink(offer, URL).html as string);
  const link = page.getByRole('link', { name: 'Bewertung ansehen und Löschung beauftragen' });
  expect(await link.getAttribute('href')).toBe(URL);
  const look = await link.evaluate((a) => {
    const cell = a.closest('td') as HTMLElement;
    const style = getComputedStyle(a);
    const box = a.getBoundingClientRect();
    const cellBox = cell.getBoundingClientRect();
    return {
      cellBackground: getComputedStyle(cell).backgroundColor,
      color: style.color,
      underline: style.textDecorationLine,
      weight: style.fontWeight,
      box: { width: box.width, height: box.height },
      // The link fills its coloured cell: a tap anywhere on the button opens the portal.
      fills: Math.abs(box.width - cellBox.width) <= 2 && Math.abs(box.height - cellBox.height) <= 2,
      fitsPhone: cellBox.right <= window.innerWidth,
    };
  });
  expect(look).toEqual({
    cellBackground: 'rgb(29, 78, 216)',
    color: 'rgb(255, 255, 255)',
    underline: 'none',
    weight: '700',
    box: look.box,
    fills: true,
    fitsPhone: true,
  });
  // Big enough to tap (WCAG 2.5.5's 44 px, with room on a phone).
  expect(look.box.height).toBeGreaterThanOrEqual(44);

  mkdirSync(SHOTS, { recursive: true });
  // The mail declares no dark colours: a mail app in dark mode shows it as it is, or inverts it.
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.screenshot({ path: `${SHOTS}/offer-mail-390-${theme}.png`, fullPage: true });
  }
  await page.context().close();
});
