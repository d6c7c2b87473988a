import type { z } from 'zod';
import type { AuditAction } from '../../../common/enums';
import type { createUserSchema, updateUserSchema } from '../../../common/schemas/user';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { type AuditActor, type AuditEntry, auditChanges, recordAudit } from '../audit/audit.queries';
import type { SessionUser } from '../auth/session-user';
import { deleteUserSessions } from '../auth/sessions.queries';
import * as q from './users.queries';

const emailTaken = () => new AppError('CONFLICT', 'Ein Benutzer mit dieser E-Mail-Adresse existiert bereits');
const userNotFound = () => notFound('Benutzer nicht gefunden');

type CreateInput = z.output<typeof createUserSchema>;
type UpdateInput = z.output<typeof updateUserSchema>;

/** `actor` given (the users page), the new user is recorded in the audit log; setup and seeds pass none. */
export async function createUser(db: Db, input: CreateInput, actor?: AuditActor) {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const row = await q.insertUser(tx, {
        name: input.name,
        email: input.email,
        role: input.role,
        passwordHash,
      });
      if (actor) {
        const changes = auditChanges({}, { name: row.name, email: row.email, role: row.role });
        await recordAudit(tx, auditActor(actor), [userEntry(row, 'created', changes)]);
      }
      return row;
    });
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
      // The log names what changed; of a new password only that it changed, never the hash.
      const changes = auditChanges(existing, { name: input.name, email: input.email, role: input.role });
      await recordAudit(tx, auditActor(actor), [
        ...(changes ? [userEntry(updated, 'updated', changes)] : []),
        ...(passwordHash
          ? [userEntry(updated, 'password_changed', { password: { secret: true as const } })]
          : []),
      ]);
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
    await recordAudit(tx, auditActor(actor), [userEntry({ id, ...existing }, 'deleted', null)]);
  });
}

const auditActor = (user: AuditActor): AuditActor => ({ id: user.id, name: user.name });

function userEntry(
  user: { id: number; name: string },
  action: AuditAction,
  changes: AuditEntry['changes'],
): AuditEntry {
  return { entity: 'user', entityId: user.id, entityLabel: user.name, action, changes };
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
