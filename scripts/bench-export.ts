// Export benchmark (decision 050): a million reviews as CSV through the real server, with its
// memory watched. Seeds a scratch PostgreSQL database (seedDemo), starts server/main.ts as its own
// process, downloads /api/reviews/export.csv reading it as it comes (the client keeps only counts),
// and samples the server's resident memory (VmRSS) every 100 ms; VmHWM at the end is the peak the
// kernel saw. Flat memory means the peak during the export stays near the idle server's.
//
//   npm run bench:export [-- --reviews 1000000 --runs 3 --heap-mb 96]
//
// Needs PostgreSQL (BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createUserSchema } from '../common/schemas/user';
import type { Database } from '../server/db/client';
import { seedDemo } from '../server/demo/seed/seed-demo';
import { createUser } from '../server/modules/users/users.service';
import { startBenchServer } from './bench-server';
import { withScratchDatabase } from './scratch-database';

const { values: args } = parseArgs({
  options: {
    reviews: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '3' },
    /** The server's V8 old-space limit in MB (--max-old-space-size): proves the export fits a small heap. */
    'heap-mb': { type: 'string' },
  },
});
const volume = {
  companies: 1,
  customers: 10_000,
  reviews: Number(args.reviews),
  emailLogs: 1000,
  scanLogs: 1000,
};
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const secret = 'bench-export-secret-bench-export-secret-01';
const admin = { email: 'bench-export@example.com', password: 'bench-password-123' };
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** VmRSS and VmHWM (peak) of a process, in kB. */
function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** The largest sample in each quarter of the run: flat memory shows as four equal figures. */
const quarters = (samples: number[]) =>
  [0, 1, 2, 3].map((q) =>
    Math.max(
      ...samples.slice(Math.floor((q * samples.length) / 4), Math.floor(((q + 1) * samples.length) / 4)),
    ),
  );

function startServer(databaseUrl: string) {
  const heap = args['heap-mb'] ? [`--max-old-space-size=${args['heap-mb']}`] : [];
  return startBenchServer({
    databaseUrl,
    appSecret: secret,
    nodeArgs: [...heap, '--import', 'tsx', 'server/main.ts'],
    portBase: 39_000,
  });
}

async function run(database: Database, dbUrl: string) {
  await database.migrate();
  const started = performance.now();
  const { companyIds } = await seedDemo(database.db, volume);
  // The demo archives some reviews; the export reads the active list, so all of them are made active.
  await database.db.execute(
    sql`update reviews set is_archived = false, archived_at = null where is_archived`,
  );
  await database.db.execute(sql`vacuum analyze`);
  console.log(`Seeded ${JSON.stringify(volume)} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  await createUser(database.db, createUserSchema.parse({ name: 'Bench', role: 'admin', ...admin }));
  const { url, server } = await startServer(dbUrl);
  const pid = server.pid as number;
  try {
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    // A warm-up request, so the idle figure includes the loaded modules and a pool connection.
    await fetch(`${url}/api/reviews?companyId=${companyIds[0]}`, { headers: { cookie } }).then((r) =>
      r.text(),
    );
    const idle = memory(pid);
    console.log(`server RSS idle ${mb(idle.rss)}, VmHWM ${mb(idle.hwm)}`);
    // Several runs in a row: memory that only grew with the rows would grow again in each run.
    for (let run = 1; run <= Number(args.runs); run++) await exportOnce(url, cookie, companyIds[0], pid, run);
  } finally {
    server.kill();
  }
}

async function exportOnce(url: string, cookie: string, companyId: number, pid: number, run: number) {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(memory(pid).rss), 100);
  const started = performance.now();
  const res = await fetch(`${url}/api/reviews/export.csv?companyId=${companyId}`, { headers: { cookie } });
  if (!res.ok || !res.body) throw new Error(`export: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  let firstByteMs = 0;
  const reader = res.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const chunk = read.value;
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += chunk.length;
    // A record ends with CRLF; a line break inside a review's text is a bare LF.
    for (const b of chunk) if (b === 0x0d) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  const end = memory(pid);
  console.log(
    [
      `Run ${run}: ${(lines - 1).toLocaleString('de-DE')} reviews (+ header), ${(bytes / 1024 / 1024).toFixed(0)} MB in ${seconds.toFixed(1)} s (${((lines - 1) / seconds).toFixed(0)} rows/s), first byte after ${firstByteMs.toFixed(0)} ms`,
      `  server RSS per quarter of the run (max): ${quarters(samples).map(mb).join(', ')}; at the end ${mb(end.rss)}; VmHWM ${mb(end.hwm)}`,
      `  Content-Disposition: ${res.headers.get('content-disposition')}`,
    ].join('\n'),
  );
}

await withScratchDatabase(baseUrl, 'review_dashboard_export', run);
