import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '../common/zod-locale';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { createSecretBox, type SecretBox } from './lib/secrets';
import { authRoutes } from './modules/auth/auth.routes';
import { LoginThrottle } from './modules/auth/login-throttle';
import { companiesRoutes } from './modules/companies/companies.routes';
import { customersRoutes } from './modules/customers/customers.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { emailLogsRoutes } from './modules/email-logs/email-logs.routes';
import { healthRoutes } from './modules/health/health.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { scanLogsRoutes } from './modules/scan-logs/scan-logs.routes';
import { usersRoutes } from './modules/users/users.routes';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurity } from './plugins/security';
import { registerWeb } from './plugins/web';

export interface AppContext {
  db: Db;
  databaseKind: Database['kind'];
  config: Config;
  secrets: SecretBox;
  throttle: LoginThrottle;
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
}

/** The whole server, used by main.ts and by the tests (app.inject()). */
export async function buildApp({ database, config, logger = false }: BuildAppOptions) {
  const app = Fastify({ logger, bodyLimit: 256 * 1024 }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('ctx', {
    db: database.db,
    databaseKind: database.kind,
    config,
    secrets: createSecretBox(config.appSecret),
    throttle: new LoginThrottle(),
  });

  registerErrorHandler(app);
  registerSecurity(app);
  await app.register(fastifyCookie);
  registerAuth(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(companiesRoutes);
  await app.register(customersRoutes);
  await app.register(reviewsRoutes);
  await app.register(emailLogsRoutes);
  await app.register(scanLogsRoutes);
  await app.register(dashboardRoutes);

  if (config.serveWeb) await registerWeb(app);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
