// What sending needs, built once per app by the job engine (server/jobs/engine.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../lib/secrets';
import type { MailerCache } from '../../mail/mailer-cache';

export interface SendingContext {
  db: Db;
  config: Config;
  secrets: SecretBox;
  log: FastifyBaseLogger;
  mailers: MailerCache;
}
