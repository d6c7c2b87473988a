// The gapless invoice number (§14 (4) Nr. 4 UStG: unique and consecutive per company). The counter
// row of (company, year) is upserted and incremented in the caller's transaction: its row lock
// makes a parallel finalization (another click, another instance) wait until this one commits or
// rolls back, and a rollback undoes the increment, so no number is skipped or given twice.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceCounters } from '../../db/schema';

/** The next running number of `companyId` in `year` (0: a format without a year). Call inside a transaction. */
export async function takeNextNumber(tx: Db, companyId: number, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ companyId, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.companyId, invoiceCounters.year],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return row.lastNumber;
}
