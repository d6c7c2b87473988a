import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect } from 'vitest';
import { DEFAULT_APIFY_BATCH_SIZE, DEFAULT_APIFY_MAX_RUNS } from '../../common/constants';
import type { UserRole } from '../../common/enums';
import { createUserSchema } from '../../common/schemas/user';
import { type App, type BuildAppOptions, buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { createUser } from '../../server/modules/users/users.service';
import { type Backend, backends, openTestDatabase, type TestDatabase } from './db';

export const testConfig: Config = {
  port: 0,
  host: '127.0.0.1',
  dataDir: '/nonexistent',
  appSecret: 'test-secret-test-secret-test-secret-0123',
  apifyBaseUrl: 'http://127.0.0.1:9',
  publicUrl: 'http://127.0.0.1:5000',
  scanConcurrency: 3,
  apifyBatchSize: DEFAULT_APIFY_BATCH_SIZE,
  apifyMaxRuns: DEFAULT_APIFY_MAX_RUNS,
  scheduler: false,
  scanWorkers: false,
  serveWeb: false,
};

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An ISO 8601 UTC timestamp with milliseconds, as the API answers dates. */
export const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A GET of a list endpoint: status, JSON body and the X-Total-Count headers. */
export interface ListResponse<T> {
  status: number;
  body: T;
  /** X-Total-Count as a number (NaN when the header is missing). */
  total: number;
  /** X-Total-Count-Capped: the total is the cap and more rows exist. */
  capped: boolean;
  res: LightMyRequestResponse;
}

export interface TestContext {
  backend: Backend;
  app: App;
  database: TestDatabase;
  /** One request through app.inject: a session cookie and a JSON body when given. */
  request(method: Method, url: string, cookie?: string, payload?: unknown): Promise<LightMyRequestResponse>;
  /**
   * A GET with the session cookie, read as a list answer. `expectOk` asserts a 200 first (with the
   * body as the failure message).
   */
  // biome-ignore lint/suspicious/noExplicitAny: the JSON body is untyped unless the caller says otherwise, like res.json()
  getList<T = any>(url: string, cookie?: string, options?: { expectOk?: boolean }): Promise<ListResponse<T>>;
  /** Creates a user with that role and returns the cookie header of a signed-in session. */
  signIn(role?: UserRole, email?: string): Promise<{ cookie: string; userId: number }>;
}

/** A company's automation settings as the API answers them before anyone changed them. */
export const untouchedAutomation = {
  autoScanEnabled: true,
  emailNotifications: true,
  scanFrequency: 'daily',
  scanTime: '09:00',
  ratingThreshold: 3,
  reviewAge: 1,
} as const;

export const PASSWORD = 'richtig-geheim-123';

/**
 * Runs the suite once per database backend, with one app and database per backend and empty
 * tables before each test.
 */
export function describeApi(
  name: string,
  body: (ctx: TestContext) => void,
  options: {
    config?: () => Partial<Config>;
    jobs?: BuildAppOptions['jobs'];
    /** Demo mode with these (usually stand-in) services: its routes are registered. */
    demo?: () => BuildAppOptions['demo'];
  } = {},
) {
  describe.each(backends)(`${name} [%s]`, (backend) => {
    const ctx = { backend } as TestContext;
    beforeAll(async () => {
      ctx.database = await openTestDatabase(backend);
      const config = { ...testConfig, ...options.config?.() };
      ctx.app = await buildApp({
        database: ctx.database,
        config,
        // The clock runs only when a test calls tick(now): a real minute tick would race its fake time.
        jobs: { startDelayMs: 0, tickMs: 0, ...options.jobs },
        demo: options.demo?.(),
      });
      await ctx.app.ready();
    });
    afterAll(async () => {
      await ctx.app?.close();
      await ctx.database?.close();
    });
    beforeEach(async () => {
      await ctx.database.reset();
      ctx.database.clearQueries();
    });
    ctx.request = (method, url, cookie, payload) =>
      ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload: payload as object });
    ctx.getList = async (url, cookie, { expectOk = false } = {}) => {
      const res = await ctx.request('GET', url, cookie);
      if (expectOk) expect(res.statusCode, res.body).toBe(200);
      return {
        status: res.statusCode,
        body: res.json(),
        total: Number(res.headers['x-total-count']),
        capped: res.headers['x-total-count-capped'] === 'true',
        res,
      };
    };
    let n = 0;
    ctx.signIn = async (role = 'admin', email = `${role}${++n}@example.com`) => {
      const user = await createUser(
        ctx.database.db,
        createUserSchema.parse({ name: `${role} ${n}`, email, role, password: PASSWORD }),
      );
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: PASSWORD },
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
      const cookie = res.cookies.find((c) => c.name === 'sid');
      return { cookie: `sid=${cookie?.value}`, userId: user.id };
    };
    body(ctx);
  });
}
