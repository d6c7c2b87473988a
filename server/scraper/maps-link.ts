// Which customer links the scraper can read (docs/product.md §10; place-link forms of the Apify reference).
import type { ScanErrorType } from '../../common/enums';

export type MapsLinkCheck =
  | { ok: true; url: string }
  | { ok: false; errorType: ScanErrorType; message: string };

const googleHost = /^(www\.|maps\.)?google\.[a-z]{2,3}(\.[a-z]{2})?$/;
const shortHosts = new Set(['maps.app.goo.gl', 'g.page', 'share.google']);

/** A Google Maps place link (long, cid or short form); anything else is invalid_url. */
export function checkMapsLink(link: string | null | undefined): MapsLinkCheck {
  const text = link?.trim() ?? '';
  if (!text) return { ok: false, errorType: 'missing_url', message: 'Kein Google Maps Link hinterlegt' };
  const invalid = {
    ok: false,
    errorType: 'invalid_url',
    message: `Kein gültiger Google Maps Link: ${text.slice(0, 100)}`,
  } as const;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return invalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return invalid;
  const host = url.hostname.toLowerCase();
  const path = url.pathname;
  if (shortHosts.has(host)) return path.length > 1 ? { ok: true, url: text } : invalid;
  if (host === 'goo.gl') return /^\/maps\/.+/.test(path) ? { ok: true, url: text } : invalid;
  if (!googleHost.test(host)) return invalid;
  const place =
    /^\/maps\/(place|reviews)\/.+/.test(path) ||
    (/^\/maps\/search\/?$/.test(path) && url.searchParams.has('query_place_id')) ||
    (/^\/maps\/place\/?$/.test(path) && /^place_id:/.test(url.searchParams.get('q') ?? '')) ||
    ((path === '/' || path === '/maps' || path === '/maps/') &&
      /^\d+$/.test(url.searchParams.get('cid') ?? ''));
  return place ? { ok: true, url: text } : invalid;
}
