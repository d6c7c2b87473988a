// What every scan job needs: the sending context and the Apify waits, built once per app by server/plugins/jobs.ts.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../lib/secrets';
import type { MailerCache } from '../sending/mailer-cache';

export interface ScanContext {
  db: Db;
  config: Config;
  secrets: SecretBox;
  log: FastifyBaseLogger;
  mailers: MailerCache;
  /** How long one Apify run may take before the customer is reported as apify_error. */
  apifyWaitMs: number;
  /** Pause before retrying a transient Apify failure; doubles each time. */
  retryDelayMs: number;
}
