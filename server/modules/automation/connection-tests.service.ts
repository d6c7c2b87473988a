// The two checks of the automation and dashboard pages: the company's mailbox and the scraper.
import type { TestApifyResponse } from '../../../common/schemas/scan';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secrets';
import {
  ApifyFailure,
  apifyStartDate,
  checkMapsLink,
  createScraper,
  reviewWindow,
  toReviews,
} from '../../scraper';
import { companyNotFound } from '../companies/companies.service';
import { hasMailAccount, noMailAccountHint, verifyCompanyMailbox } from '../sending/company-mailer';
import * as q from './automation.queries';

/**
 * The stored server, sender and password only, never values of the request: a secret goes nowhere
 * it was not entered for (a changed server or sender drops it, companies.service.ts). The answer
 * names only the class of a failure, never the far end's words (issue 17).
 */
export async function testEmail(db: Db, secrets: SecretBox, companyId: number) {
  const company = await q.getMailAccount(db, companyId);
  if (!company) throw companyNotFound();
  if (!hasMailAccount(company)) throw new AppError('BAD_REQUEST', noMailAccountHint);
  return verifyCompanyMailbox(secrets, company);
}

const TEST_REVIEWS = 5;

/** Runs the scraper on one link for a few of the newest reviews of the last 30 days. */
export async function testApify(
  db: Db,
  secrets: SecretBox,
  config: Config,
  input: { googleMapsUrl: string; companyId?: number },
): Promise<TestApifyResponse> {
  const link = checkMapsLink(input.googleMapsUrl);
  if (!link.ok) throw new AppError('BAD_REQUEST', link.message);
  const company = await q.getApifyAccount(db, input.companyId);
  if (input.companyId && !company) throw companyNotFound();
  if (!company?.key) throw new AppError('BAD_REQUEST', 'Kein Apify-API-Schlüssel hinterlegt');
  const scraper = await createScraper({
    token: secrets.open(company.key),
    actorId: company.actorId,
    baseUrl: config.apifyBaseUrl,
    maxRetries: 1,
  });
  const window = reviewWindow(new Date(), 30);
  try {
    const run = await scraper.startRun({
      urls: [link.url],
      startDate: apifyStartDate(window),
      maxReviews: TEST_REVIEWS,
    });
    const done = await scraper.waitForRun(run.runId, { timeoutMs: 60_000 }).catch(async (error) => {
      await scraper.abortRun(run.runId);
      throw error;
    });
    const found = toReviews(await scraper.listItems(done.datasetId), window).slice(0, TEST_REVIEWS);
    return {
      message: `${found.length} ${found.length === 1 ? 'Bewertung' : 'Bewertungen'} der letzten 30 Tage gefunden`,
      reviews: found.map((r) => ({ username: r.username ?? 'Unbekannt', rating: r.rating, text: r.text })),
    };
  } catch (error) {
    if (error instanceof ApifyFailure) {
      // 400, not 401: the web takes a 401 for "signed out".
      throw new AppError(error.transient ? 'UNAVAILABLE' : 'BAD_REQUEST', error.message);
    }
    throw error;
  }
}
