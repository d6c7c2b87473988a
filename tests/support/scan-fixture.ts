// A company set up for scanning against the fake Apify and the SMTP sink, shared by the scan tests.

import { afterAll, beforeAll, expect } from 'vitest';
import type { ScanStatusResponse } from '../../common/schemas/scan';
import type { Db } from '../../server/db/client';
import { companies, customers } from '../../server/db/schema';
import { type FakeApify, reviewItem, startFakeApify } from '../../server/demo/fake-apify';
import { type SmtpSink, startSmtpSink } from '../../server/demo/smtp-sink';
import type { SecretBox } from '../../server/lib/secrets';
import { reviewWindow } from '../../server/scraper';
import type { TestContext } from './app';

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
