import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '../common/zod-locale';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { demoRoutes } from './demo/demo.routes';
import type { Demo } from './demo/start-demo';
import { jobList } from './job-list';
import { responseSerializer } from './lib/response-serializer';
import { createSecretBox, type SecretBox } from './lib/secrets';
import { wireMailKinds } from './mail-kinds';
import { alertsRoutes } from './modules/alerts/alerts.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { automationRoutes } from './modules/automation/automation.routes';
import { companiesRoutes } from './modules/companies/companies.routes';
import { csvRoutes } from './modules/csv/csv.routes';
import { customersRoutes } from './modules/customers/customers.routes';
import { customersBulkRoutes } from './modules/customers/customers-bulk.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { emailLogsRoutes } from './modules/email-logs/email-logs.routes';
import { followUpsRoutes } from './modules/follow-ups/follow-ups.routes';
import { healthRoutes } from './modules/health/health.routes';
import { billableRoutes } from './modules/invoices/billable.routes';
import { invoiceDocumentsRoutes } from './modules/invoices/invoice-documents.routes';
import { invoiceMailsRoutes } from './modules/invoices/invoice-mails.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { portalRoutes } from './modules/portal/portal.routes';
import { unknownLinkMessage as portalLinkMessage } from './modules/portal/portal.service';
import { portalLinksRoutes } from './modules/portal/portal-links.routes';
import { removalChanceRoutes } from './modules/removal-chance/removal-chance.routes';
import { removalChecksRoutes } from './modules/removals/removal-checks.routes';
import { removalsRoutes } from './modules/removals/removals.routes';
import { repliesRoutes } from './modules/replies/replies.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { reviewsBulkRoutes } from './modules/reviews/reviews-bulk.routes';
import { scanLogsRoutes } from './modules/scan-logs/scan-logs.routes';
import { scansRoutes } from './modules/scans/scans.routes';
import { offerPreviewRoutes } from './modules/sending/offer-preview.routes';
import { sendingRoutes } from './modules/sending/sending.routes';
import { unsubscribeRoutes } from './modules/sending/unsubscribe.routes';
import { invalidPage } from './modules/sending/unsubscribe-page';
import { signupsRoutes } from './modules/signups/signups.routes';
import { invalidLinkMessage, pageNotFoundMessage } from './modules/signups/signups.service';
import { usersRoutes } from './modules/users/users.routes';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/error-handler';
import { type JobOptions, registerJobs } from './plugins/jobs';
import { clientErrorHandler, registerRawInput } from './plugins/raw-input';
import { registerSecurity, securityHeaders } from './plugins/security';
import { registerWeb } from './plugins/web';

export interface AppContext {
  db: Db;
  databaseKind: Database['kind'];
  config: Config;
  secrets: SecretBox;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface BuildAppOptions {
  database: Database;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Time limits of the scan jobs (tests shorten them). */
  jobs?: JobOptions;
  /** Demo mode: its simulated services (server/demo/start-demo.ts) and routes. */
  demo?: Demo;
  /** How long a client may take to send a whole request, and how often Node checks (tests shorten both). */
  requestTimeout?: { ms: number; checkEveryMs: number };
}

/**
 * A request (headers and body) must arrive within 30 s, else 408 and the connection closes: a
 * slow sender no longer holds it forever. Only receiving counts, not the answer; no route streams
 * or long-polls (the scan progress is polled once a second).
 */
const defaultRequestTimeout = { ms: 30_000, checkEveryMs: 5_000 };

/** The whole server, used by main.ts and by the tests (app.inject()). */
export async function buildApp({
  database,
  config,
  logger = false,
  jobs,
  demo,
  requestTimeout = defaultRequestTimeout,
}: BuildAppOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 256 * 1024,
    requestTimeout: requestTimeout.ms,
    // Node enforces requestTimeout on a slow body only while headersTimeout is not longer (its
    // default is 60 s); it checks every connectionsCheckingInterval (default 30 s).
    http: { headersTimeout: requestTimeout.ms, connectionsCheckingInterval: requestTimeout.checkEveryMs },
    // Too large headers, a timed-out or unparsable request: German JSON with the security headers.
    clientErrorHandler,
    // Malformed URLs (bad percent-encoding, over-long ids) answer like every other error.
    frameworkErrors: (error, request, res) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      if (tooLong && publicLinkNotFound(request.url, res as FastifyReply)) return;
      (res as FastifyReply)
        .status(tooLong ? 414 : 400)
        .headers(securityHeaders)
        .send({ message: tooLong ? 'Die Adresse ist zu lang' : 'Ungültige Adresse (URL)' });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);

  wireMailKinds();
  app.decorate('ctx', {
    db: database.db,
    databaseKind: database.kind,
    config,
    secrets: createSecretBox(config.appSecret),
  });

  registerErrorHandler(app);
  registerSecurity(app);
  registerRawInput(app);
  registerCompression(app);
  await app.register(fastifyCookie);
  registerAuth(app);
  registerJobs(app, database, jobList, jobs);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(companiesRoutes);
  await app.register(customersRoutes);
  await app.register(customersBulkRoutes);
  await app.register(reviewsRoutes);
  await app.register(reviewsBulkRoutes);
  await app.register(removalsRoutes);
  await app.register(removalChanceRoutes);
  await app.register(removalChecksRoutes);
  await app.register(invoicesRoutes);
  await app.register(invoiceDocumentsRoutes);
  await app.register(invoiceMailsRoutes);
  await app.register(billableRoutes);
  await app.register(emailLogsRoutes);
  await app.register(scanLogsRoutes);
  await app.register(dashboardRoutes);
  await app.register(scansRoutes);
  await app.register(automationRoutes);
  await app.register(sendingRoutes);
  await app.register(offerPreviewRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(signupsRoutes);
  await app.register(portalRoutes);
  await app.register(portalLinksRoutes);
  await app.register(followUpsRoutes);
  await app.register(repliesRoutes);
  await app.register(alertsRoutes);
  await app.register(auditRoutes);
  await app.register(csvRoutes);
  await app.register(demoRoutes(demo));

  if (config.serveWeb) await registerWeb(app);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * A public link whose token or slug is longer than any we make leads nowhere, like a wrong one:
 * 404 with the page's own words (issue 34), not "Die Adresse ist zu lang" or a sign-in demand.
 */
function publicLinkNotFound(url: string, res: FastifyReply): boolean {
  const message = url.startsWith('/api/public/signup/confirm/')
    ? invalidLinkMessage
    : url.startsWith('/api/public/signup/')
      ? pageNotFoundMessage
      : url.startsWith('/api/portal/')
        ? portalLinkMessage
        : null;
  if (!message && !url.startsWith('/abmelden/')) return false;
  res.status(404).headers(securityHeaders).header('Cache-Control', 'no-store');
  if (message) res.send({ message });
  else res.type('text/html; charset=utf-8').send(invalidPage());
  return true;
}
