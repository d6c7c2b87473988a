// The scraper's one public door (docs/decisions/040): scans, removal checks, sign-ups, the csv
// import, connection tests, the demo and the jobs plugin import from here, never a file behind it.
// The scraper imports no module: what a run needs from the app comes in as ScraperEnv.
export {
  ApifyFailure,
  createScraper,
  RUN_TIMEOUT_SECS,
  type RunInfo,
  ScanStopped,
} from './apify';
export { findOpenApifyRun, finishApifyRun, insertApifyRun } from './apify-runs.queries';
export { checkMapsLink } from './maps-link';
export { type ScrapedReview, toReviews } from './review-items';
export { apifyStartDate, type ReviewWindow, reviewWindow } from './review-window';
export { createRunSlots, type RunSlots } from './run-slots';
export { SLOT_FREED_CHANNEL } from './run-slots.queries';
export {
  collectRun,
  companyScraper,
  failsEveryRun,
  runCost,
  splitCost,
  startUnlessStopped,
  withRetries,
} from './scraper-run';
