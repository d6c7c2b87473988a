import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { countUsers } from './modules/users/users.queries';
import { createUser } from './modules/users/users.service';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

/** First start without users: an admin from ADMIN_EMAIL/ADMIN_PASSWORD, or a generated password printed once. */
export async function ensureFirstAdmin(db: Db, config: Config, log: FastifyBaseLogger) {
  if ((await countUsers(db)) > 0) return;
  const email = (config.adminEmail ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  await createUser(db, { name: 'Administrator', email, role: 'admin', password });
  if (config.adminPassword) {
    log.info(`Erster Administrator angelegt: ${email} (Passwort aus ADMIN_PASSWORD)`);
  } else {
    // Printed once, on purpose: there is no other way to learn it.
    console.log(
      `\n  Erster Administrator angelegt\n  E-Mail:   ${email}\n  Passwort: ${password}\n  (wird nur dieses eine Mal angezeigt)\n`,
    );
  }
}
