import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

export async function insertSession(db: Db, values: { id: string; userId: number; expiresAt: Date }) {
  await db.insert(sessions).values(values);
}

const sessionWithUser = (db: Db) =>
  db
    .select({
      session: { lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt },
      user: { id: users.id, name: users.name, email: users.email, role: users.role },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_with_user');

const prepared = new WeakMap<Db, ReturnType<typeof sessionWithUser>>();

/**
 * The session and its user: the one statement of every request, prepared once per database and
 * connection (a primary-key lookup, so PostgreSQL's generic plan is the right one).
 */
export async function findSessionWithUser(db: Db, id: string) {
  let statement = prepared.get(db);
  if (!statement) {
    statement = sessionWithUser(db);
    prepared.set(db, statement);
  }
  const [row] = await statement.execute({ id });
  return row;
}

export async function touchSession(db: Db, id: string, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends a user's sessions, optionally all but one (the caller's own). */
export async function deleteUserSessions(db: Db, userId: number, exceptId?: string) {
  await db
    .delete(sessions)
    .where(
      exceptId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId)) : eq(sessions.userId, userId),
    );
}

export async function deleteExpiredSessions(db: Db, idleBefore: Date, now: Date) {
  await db.delete(sessions).where(or(lt(sessions.lastSeenAt, idleBefore), lt(sessions.expiresAt, now)));
}
