// Demo data for a local database: `npm run seed -- [--companies N] [--customers N] [--reviews N]
// [--email-logs N] [--scan-logs N]`. Writes to DATABASE_URL, else PGlite under DATA_DIR (./data).
// Deterministic: the same options give the same data. With --companies the volumes are shared by
// that many companies (the first the most); without it the first of three gets them.
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/client';
import { SeedRefusedError, seedDemo } from '../server/demo/seed/seed-demo';

const { values } = parseArgs({
  options: {
    companies: { type: 'string' },
    customers: { type: 'string' },
    reviews: { type: 'string' },
    'email-logs': { type: 'string' },
    'scan-logs': { type: 'string' },
  },
});

function count(name: string, value = process.env[`SEED_${name.toUpperCase().replace('-', '_')}`]) {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10_000_000) {
    throw new SeedRefusedError(`--${name}: erwartet eine ganze Zahl von 0 bis 10000000, erhalten "${value}"`);
  }
  return n;
}

async function main() {
  const companies = count('companies', values.companies);
  if (companies === 0 || (companies ?? 0) > 1000)
    throw new SeedRefusedError('--companies: erwartet 1 bis 1000');
  const options = {
    companies,
    customers: count('customers', values.customers),
    reviews: count('reviews', values.reviews),
    emailLogs: count('email-logs', values['email-logs']),
    scanLogs: count('scan-logs', values['scan-logs']),
  };
  const url = process.env.DATABASE_URL;
  const dataDir = `${process.env.DATA_DIR || './data'}/pglite`;
  const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir });
  try {
    await database.migrate();
    const started = performance.now();
    const { counts } = await seedDemo(database.db, options);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Demo-Daten angelegt in ${seconds} s (${url ? 'PostgreSQL' : dataDir}):`);
    console.table(counts);
    console.log('Den ersten Benutzer legt der Server beim Start an (ADMIN_EMAIL / ADMIN_PASSWORD).');
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof SeedRefusedError ? error.message : error);
  process.exit(1);
});
