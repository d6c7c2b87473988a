import { createUserSchema } from '../common/schemas/user';
import { buildApp } from '../server/app';
import { type Database, openDatabase } from '../server/db/client';
import { seedDemo } from '../server/demo/seed/seed-demo';
import { createUser } from '../server/modules/users/users.service';
import { testConfig } from '../tests/support/app';
import { withScratchDatabase } from './scratch-database';

const volume = { customers: 10_000, reviews: 100_000, emailLogs: 20_000, scanLogs: 20_000 };
const runs = Number(process.env.BENCH_RUNS ?? 40);

const calls = (c: number): [string, string][] => [
  ['reviews, first page', `/api/reviews?companyId=${c}`],
  ['reviews, search', `/api/reviews?companyId=${c}&search=freundlich`],
  ['reviews, search customer name', `/api/reviews?companyId=${c}&search=zahnarzt`],
  ['reviews, rating negative', `/api/reviews?companyId=${c}&rating=negative`],
  ['reviews, rating 2 + from', `/api/reviews?companyId=${c}&rating=2&from=${daysAgo(14)}`],
  ['reviews, offset 50,000', `/api/reviews?companyId=${c}&offset=50000`],
  ['reviews, archived', `/api/reviews/archived?companyId=${c}`],
  ['e-mail logs, first page', `/api/email-logs?companyId=${c}`],
  ['e-mail logs, search', `/api/email-logs?companyId=${c}&search=krause`],
  ['e-mail logs, status failed', `/api/email-logs?companyId=${c}&status=failed`],
  ['dashboard stats', `/api/dashboard-stats/${c}`],
  ['daily stats (30 days)', `/api/dashboard-stats/${c}/daily?days=30`],
  ['scan logs, first page', '/api/scan-logs'],
  ['scan logs, summary', '/api/scan-logs/summary'],
  ['customers withReviews', `/api/customers?companyId=${c}&withReviews=true&limit=100`],
];

function daysAgo(n: number) {
  return new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
}

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];

async function bench(label: string, database: Database) {
  await database.migrate();
  let started = performance.now();
  const { companyIds } = await seedDemo(database.db, volume);
  console.log(`${label}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const app = await buildApp({ database, config: testConfig });
  const email = 'bench@example.com';
  const password = 'bench-password-123';
  await createUser(database.db, createUserSchema.parse({ name: 'Bench', email, role: 'admin', password }));
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const cookie = `sid=${login.cookies.find((c) => c.name === 'sid')?.value}`;

  const table = [];
  for (const [name, url] of calls(companyIds[0])) {
    const times: number[] = [];
    let res = await app.inject({ url, headers: { cookie } });
    for (let i = 0; i < 3; i++) await app.inject({ url, headers: { cookie } }); // warm-up
    for (let i = 0; i < runs; i++) {
      started = performance.now();
      res = await app.inject({ url, headers: { cookie } });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const body = res.json();
    table.push({
      call: name,
      status: res.statusCode,
      rows: Array.isArray(body) ? body.length : '-',
      'X-Total-Count': res.headers['x-total-count'] ?? '-',
      'p50 ms': Number(percentile(times, 0.5).toFixed(1)),
      'p95 ms': Number(percentile(times, 0.95).toFixed(1)),
    });
  }
  await app.close();
  console.log(`\n${label} (${runs} runs per call after 3 warm-ups)`);
  console.table(table);
}

async function main() {
  const lite = await openDatabase({ kind: 'pglite' });
  try {
    await bench('PGlite (in memory)', lite);
  } finally {
    await lite.close();
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return;
  await withScratchDatabase(url, 'review_dashboard_bench', (database) => bench('PostgreSQL', database));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
