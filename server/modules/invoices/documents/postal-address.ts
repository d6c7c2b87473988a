// A party's address as operators type it (street, postcode and town, one per line) split into the
// parts an e-invoice asks for separately (EN 16931 BG-5/BG-8: street, post code, city, country).

export interface PostalAddress {
  street: string | null;
  /** Lines other than street and town (c/o, building), joined. */
  additional: string | null;
  postCode: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

const countries: Record<string, string> = {
  deutschland: 'DE',
  germany: 'DE',
  österreich: 'AT',
  austria: 'AT',
  schweiz: 'CH',
  switzerland: 'CH',
  luxemburg: 'LU',
  niederlande: 'NL',
  belgien: 'BE',
  frankreich: 'FR',
  italien: 'IT',
  dänemark: 'DK',
  polen: 'PL',
};

// '10115 Berlin', 'D-10115 Berlin', 'A-1010 Wien', 'CH-8001 Zürich'.
const townLine = /^(?:([A-Z]{1,2})-)?(\d{4,5})\s+(.+)$/;
const prefixCountry: Record<string, string> = { D: 'DE', DE: 'DE', A: 'AT', AT: 'AT', CH: 'CH' };

export function parsePostalAddress(address: string): PostalAddress {
  const lines = address
    .split(/\r?\n|,\s*/)
    .map((l) => l.trim())
    .filter(Boolean);
  let country = 'DE';
  const last = lines.at(-1)?.toLowerCase();
  if (last && countries[last]) {
    country = countries[last];
    lines.pop();
  }
  let postCode: string | null = null;
  let city: string | null = null;
  const townIndex = lines.findLastIndex((l) => townLine.test(l));
  if (townIndex >= 0) {
    const m = townLine.exec(lines[townIndex]) as RegExpExecArray;
    if (m[1] && prefixCountry[m[1]]) country = prefixCountry[m[1]];
    postCode = m[2];
    city = m[3];
    lines.splice(townIndex, 1);
  } else if (lines.length > 1) {
    city = lines.pop() ?? null;
  }
  return {
    street: lines[0] ?? null,
    additional: lines.slice(1).join(', ') || null,
    postCode,
    city,
    country,
  };
}
