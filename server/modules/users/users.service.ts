import type { z } from 'zod';
import type { createUserSchema, updateUserSchema } from '../../../common/schemas/user';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import type { SessionUser } from '../auth/session-user';
import { deleteUserSessions } from '../auth/sessions.queries';
import * as q from './users.queries';

const emailTaken = () => new AppError('CONFLICT', 'Ein Benutzer mit dieser E-Mail-Adresse existiert bereits');
const userNotFound = () => notFound('Benutzer nicht gefunden');

type CreateInput = z.output<typeof createUserSchema>;
type UpdateInput = z.output<typeof updateUserSchema>;

export async function createUser(db: Db, input: CreateInput) {
  const passwordHash = await hashPassword(input.password);
  try {
    return await q.insertUser(db, { name: input.name, email: input.email, role: input.role, passwordHash });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** A new password ends the user's other sessions; the last admin keeps the admin role. */
export async function updateUser(
  db: Db,
  actor: SessionUser,
  actorSessionId: string | null,
  id: number,
  input: UpdateInput,
) {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    return await db.transaction(async (tx) => {
      const existing = await lockUser(tx, id);
      if (existing.role === 'admin' && input.role !== undefined && input.role !== 'admin') {
        await assertAnotherAdmin(tx, id);
      }
      // Only the fields the request names change.
      const values = Object.fromEntries(
        Object.entries({ name: input.name, email: input.email, role: input.role, passwordHash }).filter(
          ([, v]) => v !== undefined,
        ),
      );
      const updated = await q.updateUser(tx, id, { id, ...values });
      if (passwordHash) {
        await deleteUserSessions(tx, id, id === actor.id ? (actorSessionId ?? undefined) : undefined);
      }
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export async function deleteUser(db: Db, actor: SessionUser, id: number) {
  if (id === actor.id) throw new AppError('CONFLICT', 'Sie können Ihr eigenes Konto nicht löschen');
  await db.transaction(async (tx) => {
    const existing = await lockUser(tx, id);
    if (existing.role === 'admin') await assertAnotherAdmin(tx, id);
    // Sessions go with the user (ON DELETE CASCADE).
    await q.deleteUser(tx, id);
  });
}

async function lockUser(db: Db, id: number) {
  const row = await q.lockUserRole(db, id);
  if (!row) throw userNotFound();
  return row;
}

async function assertAnotherAdmin(db: Db, id: number) {
  const admins = await q.lockAdminIds(db);
  if (!admins.some((a) => a.id !== id)) {
    throw new AppError('CONFLICT', 'Der letzte Administrator kann nicht entfernt oder herabgestuft werden');
  }
}

export { userNotFound };
