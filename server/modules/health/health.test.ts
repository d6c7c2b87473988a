// Issue 34, point 11: with the database unreachable, signed-in requests answer like /api/health
// (503, German, Retry-After) instead of 500; /api/health and the start log say whether this
// instance runs the clock that sends waiting mails, reminders and reads the mailboxes.
import { connect, createServer, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createUserSchema } from '../../../common/schemas/user';
import { describeApi, PASSWORD, testConfig } from '../../../tests/support/app';
import { createPostgresTestDatabase, onPostgres, openTestDatabase } from '../../../tests/support/db';
import { type App, buildApp } from '../../app';
import type { Config } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { databaseUnavailableMessage } from '../../lib/db-errors';
import { clockWarning } from '../../plugins/jobs';
import { createUser } from '../users/users.service';

/** A TCP relay in front of PostgreSQL that can be stopped (the database unreachable) and started again. */
async function startRelay(target: URL) {
  const sockets = new Set<Socket>();
  const track = (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => {});
  };
  const serve = () =>
    createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  let server: Server = serve();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return {
    url: Object.assign(new URL(target), { hostname: '127.0.0.1', port: String(port) }).toString(),
    async stop() {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
    async start() {
      server = serve();
      await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    },
  };
}

async function signIn(app: App, db: Database['db']) {
  await createUser(
    db,
    createUserSchema.parse({ name: 'Admin', email: 'admin@example.com', role: 'admin', password: PASSWORD }),
  );
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@example.com', password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return `sid=${res.cookies.find((c) => c.name === 'sid')?.value}`;
}

const expectUnavailable = (res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) => {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('30');
  expect(res.json()).toEqual({ message: databaseUnavailableMessage });
};

describe('the database unreachable', () => {
  let cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
    cleanup = [];
  });

  it.runIf(onPostgres)(
    'PostgreSQL stopped: every request with a session cookie answers 503 with Retry-After, and 200 again when it is back',
    async () => {
      const created = await createPostgresTestDatabase();
      cleanup.push(created.drop);
      const relay = await startRelay(new URL(created.url));
      cleanup.push(relay.stop);
      const database = await openDatabase({ kind: 'postgres', url: relay.url });
      cleanup.push(() => database.close());
      const app = await buildApp({ database, config: testConfig, jobs: { startDelayMs: 0, tickMs: 0 } });
      await app.ready();
      cleanup.push(() => app.close());
      const cookie = await signIn(app, database.db);
      expect((await app.inject({ url: '/api/companies', headers: { cookie } })).statusCode).toBe(200);

      await relay.stop();
      for (const url of ['/api/auth/user', '/api/companies', '/api/customers?companyId=1', '/api/health']) {
        expectUnavailable(await app.inject({ url, headers: { cookie } }));
      }
      expectUnavailable(
        await app.inject({
          method: 'POST',
          url: '/api/companies',
          headers: { cookie, origin: 'http://127.0.0.1:5000', host: '127.0.0.1:5000' },
          payload: { name: 'Neue Firma' },
        }),
      );
      // Without a cookie, as before: /api/health says the same.
      expectUnavailable(await app.inject({ url: '/api/health' }));

      await relay.start();
      const back = await app.inject({ url: '/api/companies', headers: { cookie } });
      expect(back.statusCode, back.body).toBe(200);
    },
    60_000,
  );

  it('PGlite closed: a request with a session cookie answers 503 with Retry-After', async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildApp({ database, config: testConfig, jobs: { startDelayMs: 0, tickMs: 0 } });
    await app.ready();
    cleanup.push(() => app.close());
    const cookie = await signIn(app, database.db);
    await database.close();
    expectUnavailable(await app.inject({ url: '/api/companies', headers: { cookie } }));
    expectUnavailable(await app.inject({ url: '/api/health' }));
  });
});

describeApi('/api/health says what the clock of this instance does', (ctx) => {
  it('answers clock and daily scans off for an instance without workers', async () => {
    const res = await ctx.request('GET', '/api/health');
    expect(res.json()).toEqual({ status: 'ok', database: ctx.backend, clock: 'off', dailyScans: 'off' });
  });
});

describe('the start log', () => {
  const startWith = async (config: Partial<Config>) => {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const database = await openTestDatabase('pglite');
    const app = await buildApp({
      database,
      config: { ...testConfig, ...config },
      logger: { level: 'warn', stream },
      jobs: { startDelayMs: 0, tickMs: 0 },
    });
    await app.ready();
    const health = (await app.inject({ url: '/api/health' })).json();
    await app.close();
    await database.close();
    return { warnings: lines.filter((l) => l.level === 40).map((l) => l.msg), health };
  };

  it('warns when this instance has no clock, or starts no daily scans, and health says the same', async () => {
    const none = await startWith({ scanWorkers: false, scheduler: true });
    expect(none.warnings).toEqual([clockWarning({ scanWorkers: false, scheduler: true })]);
    expect(none.warnings[0]).toMatch(
      /^SCAN_WORKERS=off: diese Instanz hat keine Uhr\. .*Mahnungen, das Abrufen der Postfächer/,
    );
    expect(none.health).toMatchObject({ clock: 'off', dailyScans: 'off' });

    const noScans = await startWith({ scanWorkers: true, scheduler: false });
    expect(noScans.warnings).toEqual([clockWarning({ scanWorkers: true, scheduler: false })]);
    expect(noScans.warnings[0]).toMatch(/^SCHEDULER=off: diese Instanz startet keine täglichen Scans/);
    expect(noScans.health).toMatchObject({ clock: 'on', dailyScans: 'off' });

    const all = await startWith({ scanWorkers: true, scheduler: true });
    expect(all.warnings).toEqual([]);
    expect(all.health).toMatchObject({ clock: 'on', dailyScans: 'on' });
  }, 60_000);
});
