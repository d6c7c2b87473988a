import type { Db } from '../../server/db/client';
import { companies, customers } from '../../server/db/schema';

// Deterministic on purpose: the browser tests assert on these names, prices and counts.
// Trades and surnames differ at their first letters where sort order matters, so the server's
// collation (C or a locale) sorts them the same way: "Apotheke Bauer" first, "Restaurant Zimmermann" last.
const trades = [
  'Apotheke',
  'Autohaus',
  'Bäckerei',
  'Café',
  'Friseursalon',
  'Hotel',
  'Metzgerei',
  'Optiker',
  'Physiotherapie',
  'Restaurant',
];
const surnames = [
  'Bauer',
  'Becker',
  'Fischer',
  'Hoffmann',
  'Klein',
  'Koch',
  'Krüger',
  'Lange',
  'Meyer',
  'Müller',
  'Richter',
  'Schmidt',
  'Wagner',
  'Weber',
  'Zimmermann',
];
const firstNames = ['Thomas', 'Sabine', 'Michael', 'Petra', 'Stefan', 'Julia'];
const statuses = ['email_sent', 'called', 'sold', 'not_sold'] as const;

export const E2E_COMPANY_NAMES = [
  'Autohaus Müller GmbH',
  'Zahnarztpraxis Dr. Weber',
  'Leere Firma GmbH',
] as const;
/** Company 1's customers: every trade with every surname (150). */
export const E2E_COMPANY1_CUSTOMER_COUNT = trades.length * surnames.length;
/** Prices cycle from 49.00 to 139.00 in steps of 10. */
export const E2E_MIN_PRICE = '49,00 €';
export const E2E_MAX_PRICE = '139,00 €';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('é', 'e')
    .replace(/\s+/g, '.');

function company1Customer(companyId: number, i: number): typeof customers.$inferInsert {
  const trade = trades[i % trades.length];
  const surname = surnames[Math.floor(i / trades.length)];
  const name = `${trade} ${surname}`;
  const female = i % 2 === 1;
  return {
    companyId,
    name,
    email: `${slug(name)}@example.de`,
    // Every seventh customer has no phone number, as in real data.
    phone: i % 7 === 6 ? null : `+49 30 ${String(4_000_000 + i * 137)}`,
    googleMapsLink: `https://www.google.com/maps/place/${encodeURIComponent(name)}`,
    pricePerReview: `${49 + (i % 10) * 10}.00`,
    status: statuses[i % statuses.length],
    contactPerson: `${firstNames[i % firstNames.length]} ${surname}`,
    contactTitle: female ? 'Frau' : 'Herr',
    isActive: i % 9 !== 8,
  };
}

/** Companies and customers for the browser tests (owned by the companies/customers pages). */
export async function seedE2eCustomers(db: Db) {
  const [autohaus, praxis] = await db
    .insert(companies)
    .values([
      {
        name: E2E_COMPANY_NAMES[0],
        website: 'https://www.autohaus-mueller.de',
        description: 'Autohaus mit Werkstatt in Berlin',
        gmailEmail: 'bewertungen@autohaus-mueller.de',
      },
      { name: E2E_COMPANY_NAMES[1] },
      { name: E2E_COMPANY_NAMES[2] },
    ])
    .returning({ id: companies.id });

  await db
    .insert(customers)
    .values(Array.from({ length: E2E_COMPANY1_CUSTOMER_COUNT }, (_, i) => company1Customer(autohaus.id, i)));

  await db.insert(customers).values([
    {
      companyId: praxis.id,
      name: 'Kieferorthopädie Lindner',
      email: 'praxis@lindner-kfo.de',
      phone: '+49 40 555 0101',
      googleMapsLink: 'https://www.google.com/maps/place/Kieferorthopaedie+Lindner',
      contactPerson: 'Anna Lindner',
      contactTitle: 'Frau',
    },
    {
      companyId: praxis.id,
      name: 'Dentallabor Berger',
      email: 'info@dentallabor-berger.de',
      phone: '+49 40 555 0102',
      googleMapsLink: 'https://www.google.com/maps/place/Dentallabor+Berger',
      pricePerReview: '119.00',
      status: 'called',
    },
    {
      companyId: praxis.id,
      name: 'Zahnklinik Hafen',
      email: 'kontakt@zahnklinik-hafen.de',
      googleMapsLink: 'https://www.google.com/maps/place/Zahnklinik+Hafen',
      isActive: false,
    },
  ]);
}
