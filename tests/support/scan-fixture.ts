// A company set up for scanning against the fake Apify and the SMTP sink, shared by the scan tests.

import { afterAll, beforeAll, expect } from 'vitest';
import type { ScanStatusResponse } from '../../common/schemas/scan';
import type { Db } from '../../server/db/client';
import { companies, customers } from '../../server/db/schema';
import { type FakeApify, reviewItem, startFakeApify } from '../../server/demo/fake-apify';
import { type SmtpSink, startSmtpSink } from '../../server/demo/smtp-sink';
import type { SecretBox } from '../../server/lib/secrets';
import { reviewWindow } from '../../server/scraper';
import { describeApi, type TestContext } from './app';

export const placeLink = (name: string) => `https://www.google.com/maps/place/${name}/@52.52,13.40,17z`;

/** An instant inside yesterday's Berlin day (the window of a review age of 1), `hours` after its start. */
export function yesterdayAt(hours: number, now = new Date()) {
  return new Date(reviewWindow(now, 1).from.getTime() + hours * 3600_000).toISOString();
}

export async function insertScanCompany(
  db: Db,
  secrets: SecretBox,
  fake: FakeApify,
  sink: SmtpSink,
  name = 'Reputationsschutz Nord GmbH',
  values: Partial<typeof companies.$inferInsert> = {},
) {
  const [company] = await db
    .insert(companies)
    .values({
      name,
      website: 'https://reputation-nord.de',
      gmailEmail: sink.user,
      gmailPasswordSealed: secrets.seal(sink.password),
      smtpHost: sink.host,
      smtpPort: sink.port,
      apifyApiKeySealed: secrets.seal(fake.token),
      // No pause between messages unless a test is about the pacing.
      mailPauseSeconds: 0,
      ...values,
    })
    .returning({ id: companies.id });
  return company.id;
}

export async function insertCustomer(
  db: Db,
  companyId: number,
  values: {
    name: string;
    email?: string;
    googleMapsLink?: string | null;
    contactTitle?: string;
    contactPerson?: string;
    isActive?: boolean;
    consent?: 'none' | 'requested' | 'given';
    optedOutAt?: Date | null;
    /** The place its earlier scans learned (batched runs); none by default. */
    placeId?: string | null;
  },
) {
  const [row] = await db
    .insert(customers)
    .values({ companyId, email: '', pricePerReview: '79.50', ...values })
    .returning({ id: customers.id });
  return row.id;
}

/** Reviews for a scenario: id prefix, stars, and hours into yesterday (negative hours: before the window). */
export function reviews(prefix: string, list: [stars: number, hours: number][]) {
  return list.map(([stars, hours], i) =>
    reviewItem({
      reviewId: `${prefix}-${i}`,
      stars,
      publishedAtDate: yesterdayAt(hours),
      text: `${prefix} Bewertung ${i}`,
    }),
  );
}

/** The fake Apify and the SMTP sink for one test file, started before its suites. */
export function scanServicesForFile() {
  const services = {
    /** Forgets the sent messages, the refused recipients and the scenarios (a test's own). */
    clear() {
      services.sink.messages.length = 0;
      services.sink.rejectRecipients.clear();
      services.fake.scenarios.clear();
    },
  } as { fake: FakeApify; sink: SmtpSink; clear(): void };
  beforeAll(async () => {
    services.fake = await startFakeApify();
    services.sink = await startSmtpSink();
  });
  afterAll(async () => {
    await services.fake?.close();
    await services.sink?.close();
  });
  return services;
}

export type ScanServices = ReturnType<typeof scanServicesForFile>;

/**
 * describeApi for a scan test file: the fake Apify and the SMTP sink started once for the file and
 * handed to the body, the app scanning against them with its scan workers (`options.config` may
 * override both).
 */
export function describeScanApi(
  name: string,
  body: (ctx: TestContext, services: ScanServices) => void,
  options: NonNullable<Parameters<typeof describeApi>[2]> = {},
) {
  const services = scanServicesForFile();
  describeApi(name, (ctx) => body(ctx, services), {
    ...options,
    config: () => ({ scanWorkers: true, apifyBaseUrl: services.fake.url, ...options.config?.() }),
  });
}

/**
 * The three customers a scan fails before any mail: one without a link, one with a link that is
 * not a Google Maps place, one whose Apify run fails.
 */
export async function insertFailingCustomers(db: Db, companyId: number, fake: FakeApify) {
  const missing = await insertCustomer(db, companyId, { name: 'Ohne Link', googleMapsLink: null });
  const invalid = await insertCustomer(db, companyId, {
    name: 'Falscher Link',
    googleMapsLink: 'https://example.com/x',
  });
  const failing = await insertCustomer(db, companyId, {
    name: 'Apify kaputt',
    googleMapsLink: placeLink('Kaputt'),
  });
  fake.scenarios.set(placeLink('Kaputt'), { finalStatus: 'FAILED' });
  return { missing, invalid, failing };
}

/** A customer with a new negative review whose mail the SMTP sink refuses (550). */
export async function insertRefusedCustomer(db: Db, companyId: number, services: ScanServices) {
  const id = await insertCustomer(db, companyId, {
    name: 'Mail kaputt',
    email: 'voll@example.com',
    googleMapsLink: placeLink('Voll'),
  });
  services.fake.scenarios.set(placeLink('Voll'), { items: reviews('voll', [[2, 4]]) });
  services.sink.rejectRecipients.set('voll@example.com', {
    code: 550,
    text: '5.1.1 Mailbox unavailable',
  });
  return id;
}

/** insertScanCompany into the test's database, against the file's fake Apify and SMTP sink. */
export function scanCompany(
  ctx: TestContext,
  services: ScanServices,
  name?: string,
  values?: Partial<typeof companies.$inferInsert>,
) {
  return insertScanCompany(ctx.database.db, ctx.app.ctx.secrets, services.fake, services.sink, name, values);
}

type Requester = Pick<TestContext, 'request'>;

/** Polls the manual scan's status until it no longer runs (30 s at most) and returns it. */
export async function waitForManualScan(ctx: Requester, companyId: number, cookie: string) {
  for (let i = 0; i < 300; i++) {
    const status = (
      await ctx.request('GET', `/api/manual-scan/status/${companyId}`, cookie)
    ).json() as ScanStatusResponse;
    if (!status.running) return status;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Scan endete nicht');
}

/** Starts a manual scan of the company (200) and waits for its end. */
export async function runManualScan(ctx: Requester, companyId: number, cookie: string) {
  expect((await ctx.request('POST', `/api/manual-scan/${companyId}`, cookie)).statusCode).toBe(200);
  return waitForManualScan(ctx, companyId, cookie);
}
