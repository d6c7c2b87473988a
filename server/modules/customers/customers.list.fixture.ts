import { customerStatuses, emailLogStatuses } from '../../../common/enums';
import type { CustomerListItem } from '../../../common/schemas/customer';
import type { Db } from '../../db/client';
import { companies, customers, emailLogs, reviews } from '../../db/schema';

// Test data for customers.list.test.ts and what the API must answer for it, computed in JS.

export const N = 300;
const DAY = 86_400_000;
const base = Date.UTC(2026, 0, 1);
const at = (ms: number | null) => (ms === null ? null : new Date(base + ms));

export type Expected = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  price: number;
  createdAt: number;
} & Pick<
  CustomerListItem,
  'status' | 'reviewCount' | 'emailCount' | 'pendingEmailCount' | 'lastReview' | 'lastEmailLog'
>;

/** 300 customers of company A (ties in name, price and creation time), 10 of B, reviews and e-mails. */
export async function seedCustomerList(db: Db) {
  const [a, b] = await db
    .insert(companies)
    .values([{ name: 'A' }, { name: 'B' }])
    .returning({ id: companies.id });
  const rows = Array.from({ length: N + 10 }, (_, i) => ({
    companyId: i < N ? a.id : b.id,
    name:
      i === 7
        ? '100% Zufrieden_GmbH\\Nord'
        : `${i % 2 ? 'kunde' : 'Kunde'} ${String(i % 150).padStart(3, '0')}`,
    email: `k${i}@example.com`,
    phone: i % 5 === 0 ? null : `+49 30 ${100000 + i}`,
    pricePerReview: (((i * 7) % 13) * 10 + 9).toFixed(2),
    status: customerStatuses[i % 4],
    createdAt: at((i % 50) * 3_600_000)!,
  }));
  const cs = await db.insert(customers).values(rows).returning();
  const reviewRows = cs.flatMap((c, i) =>
    i % 3
      ? []
      : Array.from({ length: 1 + (i % 4) }, (_, j) => ({
          customerId: c.id,
          companyId: c.companyId,
          externalId: `r${i}_${j}`,
          username: `user${i}_${j}`,
          rating: 1 + ((i + j) % 5),
          reviewDate: (i + j) % 7 === 0 ? null : at(((i * 7 + j * 13) % 100) * DAY),
        })),
  );
  const rs = await db.insert(reviews).values(reviewRows).returning();
  const mailRows = cs.flatMap((c, i) =>
    i % 4 !== 1
      ? []
      : Array.from({ length: 1 + (i % 3) }, (_, j) => ({
          customerId: c.id,
          companyId: c.companyId,
          emailSubject: 'Neue Bewertung',
          emailContent: 'Text',
          status: emailLogStatuses[(i + j) % 3],
          createdAt: at(((i * 11 + j * 5) % 60) * 3_600_000)!,
        })),
  );
  const ms = await db.insert(emailLogs).values(mailRows).returning();
  const latest = <T extends { id: number }>(items: T[], time: (t: T) => Date | null) =>
    [...items].sort(
      (x, y) => (time(y)?.getTime() ?? -Infinity) - (time(x)?.getTime() ?? -Infinity) || y.id - x.id,
    )[0];
  const expected: Expected[] = cs.slice(0, N).map((c) => {
    const cr = rs.filter((r) => r.customerId === c.id);
    const cm = ms.filter((m) => m.customerId === c.id);
    const lr = latest(cr, (r) => r.reviewDate);
    const lm = latest(cm, (m) => m.createdAt);
    return {
      id: c.id,
      name: c.name,
      email: c.email,
      phone: c.phone,
      price: Number(c.pricePerReview),
      createdAt: c.createdAt.getTime(),
      status: c.status,
      reviewCount: cr.length,
      emailCount: cm.length,
      pendingEmailCount: cm.filter((m) => m.status === 'pending').length,
      lastReview: lr
        ? { rating: lr.rating, reviewDate: lr.reviewDate?.toISOString() ?? null, username: lr.username }
        : null,
      lastEmailLog: lm ? { createdAt: lm.createdAt.toISOString(), status: lm.status } : null,
    };
  });
  return { companyId: a.id, expected };
}

export type SortKey = (e: Expected) => string | number | null;
export const sortKeys: Record<string, SortKey> = {
  name: (e) => e.name.toLowerCase(),
  price: (e) => e.price,
  createdAt: (e) => e.createdAt,
  lastEmail: (e) => e.lastEmailLog?.createdAt ?? null,
  lastReview: (e) => e.lastReview?.reviewDate ?? null,
};
/**
 * The contract: key in the direction asked, NULLs last either way; equal keys by name A to Z
 * (the plain names of this fixture sort the same in German order), then id in the direction asked.
 */
export const sortedExpected = (list: Expected[], key: SortKey, dir: 'asc' | 'desc') => {
  const sign = dir === 'asc' ? 1 : -1;
  return [...list].sort((x, y) => {
    const [a, b] = [key(x), key(y)];
    if (a !== b) {
      if (a === null) return 1;
      if (b === null) return -1;
      return (a < b ? -1 : 1) * sign;
    }
    const [m, n] = [sortKeys.name(x) as string, sortKeys.name(y) as string];
    if (key !== sortKeys.name && m !== n) return m < n ? -1 : 1;
    return (x.id - y.id) * sign;
  });
};
