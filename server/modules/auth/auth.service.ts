import type { LoginInput } from '../../../common/schemas/user';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { getUserByEmail, recordLogin } from '../users/users.queries';
import { countLoginAttempt, forgiveLoginAttempt } from './login-throttle';
import { newSessionToken, SESSION_ABSOLUTE_MS, sessionIdOf } from './session-token';
import { insertSession } from './sessions.queries';

const badCredentials = () =>
  new AppError('UNAUTHORIZED', 'Ungültige E-Mail-Adresse oder ungültiges Passwort');

/** Checks the credentials and opens a new session; the same answer for a wrong e-mail and a wrong password. */
export async function login(db: Db, address: string, input: LoginInput) {
  await countLoginAttempt(db, address, input.email);
  const user = await getUserByEmail(db, input.email);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !ok) throw badCredentials();
  await forgiveLoginAttempt(db, address, input.email);
  const token = newSessionToken();
  const now = new Date();
  await insertSession(db, {
    id: sessionIdOf(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  await recordLogin(db, user.id, now);
  const { passwordHash: _, ...publicUser } = user;
  return { token, user: { ...publicUser, lastLoginAt: now } };
}
