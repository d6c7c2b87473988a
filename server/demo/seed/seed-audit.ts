// The demo's audit log ('Änderungsprotokoll', issue 24): a few changes of the last days by the demo
// users, so the page and the drawer's 'Verlauf' are not empty: a price and a status changed, a
// settings save with a new app password (recorded without it), a user created, a review archived.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, customers, reviews, users } from '../../db/schema';
import { type AuditActor, type AuditEntry, recordAudit } from '../../modules/audit/audit.queries';

const hoursAgo = (now: Date, h: number) => new Date(now.getTime() - h * 3_600_000);

export async function seedAudit(db: Db, companyId: number, now = new Date()) {
  const found = await auditTargets(db, companyId);
  if (!found) return;
  const rows = auditRows(found, companyId, now);
  await db.transaction(async (tx) => {
    for (const [who, at, entry] of rows) await recordAudit(tx, who, [entry], { at });
  });
}

type AuditTargets = NonNullable<Awaited<ReturnType<typeof auditTargets>>>;

/** The demo users, the company, two customers and an archived review the entries speak of. */
async function auditTargets(db: Db, companyId: number) {
  const people = await db
    .select({ id: users.id, name: users.name, role: users.role, email: users.email })
    .from(users)
    .orderBy(asc(users.id));
  const admin = people.find((u) => u.role === 'admin');
  const manager = people.find((u) => u.role === 'manager') ?? admin;
  const plain = people.find((u) => u.role === 'user');
  if (!admin || !manager) return null;
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  const targets = await db
    .select({
      id: customers.id,
      name: customers.name,
      price: customers.pricePerReview,
      status: customers.status,
    })
    .from(customers)
    .where(eq(customers.companyId, companyId))
    .orderBy(asc(customers.id))
    .offset(4)
    .limit(2);
  const [review] = await db
    .select({ id: reviews.id, username: reviews.username, rating: reviews.rating })
    .from(reviews)
    .where(and(eq(reviews.companyId, companyId), eq(reviews.isArchived, true)))
    .limit(1);
  return { admin, manager, plain, company, targets, review };
}

/** A price and a status changed, a settings save, a user created, a review archived. */
function auditRows(
  { admin, manager, plain, company, targets, review }: AuditTargets,
  companyId: number,
  now: Date,
) {
  const actor = (u: { id: number; name: string }): AuditActor => ({ id: u.id, name: u.name });
  const rows: [AuditActor | null, Date, AuditEntry][] = [];
  const customer = (c: { id: number; name: string }) => ({
    entity: 'customer' as const,
    entityId: c.id,
    entityLabel: c.name,
    companyId,
  });
  const [a, b] = targets;
  if (a) {
    rows.push([
      actor(manager),
      hoursAgo(now, 50),
      {
        ...customer(a),
        action: 'updated',
        changes: { pricePerReview: { from: '79.00', to: a.price } },
      },
    ]);
  }
  if (b) {
    rows.push([
      actor(plain ?? manager),
      hoursAgo(now, 26),
      {
        ...customer(b),
        action: 'status_changed',
        changes: { status: { from: 'email_sent', to: b.status === 'email_sent' ? 'called' : b.status } },
      },
    ]);
  }
  rows.push([
    actor(admin),
    hoursAgo(now, 72),
    {
      entity: 'company',
      entityId: companyId,
      entityLabel: company?.name ?? null,
      companyId,
      action: 'settings_updated',
      changes: { mailDailyCap: { from: 100, to: 150 }, gmailPassword: { secret: true } },
    },
  ]);
  if (plain) rows.push(userCreated(actor(admin), plain, now));
  if (review && a) {
    rows.push([
      actor(manager),
      hoursAgo(now, 5),
      {
        entity: 'review',
        entityId: review.id,
        entityLabel: `${review.username || 'Anonym'} (${review.rating} ★)`,
        companyId,
        action: 'archived',
        changes: { isArchived: { from: false, to: true } },
      },
    ]);
  }
  return rows;
}

function userCreated(
  by: AuditActor,
  plain: { id: number; name: string; email: string },
  now: Date,
): [AuditActor, Date, AuditEntry] {
  return [
    by,
    hoursAgo(now, 96),
    {
      entity: 'user',
      entityId: plain.id,
      entityLabel: plain.name,
      action: 'created',
      changes: {
        name: { from: null, to: plain.name },
        email: { from: null, to: plain.email },
        role: { from: null, to: 'user' },
      },
    },
  ];
}
