import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export const publicUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

export function listUsers(db: Db) {
  return db.select(publicUserColumns).from(users).orderBy(users.createdAt, users.id);
}

export async function getUserById(db: Db, id: number) {
  const [row] = await db.select(publicUserColumns).from(users).where(eq(users.id, id));
  return row;
}

export async function getUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function countUsers(db: Db) {
  const [row] = await db.select({ n: count() }).from(users);
  return row.n;
}

/** The user's role (and name and e-mail, for the audit log), its row locked until the transaction ends; undefined for an unknown id. */
export async function lockUserRole(db: Db, id: number) {
  const [row] = await db
    .select({ role: users.role, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}

/** The admins' ids, their rows locked, so two concurrent demotions cannot both see "another admin". */
export function lockAdminIds(db: Db) {
  return db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
}

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning(publicUserColumns);
  return row;
}

export async function updateUser(db: Db, id: number, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning(publicUserColumns);
  return row;
}

export async function deleteUser(db: Db, id: number) {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

export async function recordLogin(db: Db, id: number, at: Date) {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, id));
}
