import { and, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { containsPattern } from '../../db/sql-helpers';

/**
 * The company's customers whose name (and, for e-mail logs, e-mail address) contain `search`: the
 * customer part of a review or e-mail log search, on the trigram indexes. Looked up before the
 * list's own statement, which then gets the ids as one parameter: planned with their real number,
 * the list chooses rightly between its ordered index and the matches (decision 034).
 */
export async function customerIdsMatching(
  db: Db,
  companyId: number,
  search: string,
  fields: { email: boolean },
): Promise<number[]> {
  const pattern = containsPattern(search);
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.companyId, companyId),
        fields.email
          ? or(ilike(customers.name, pattern), ilike(customers.email, pattern))
          : ilike(customers.name, pattern),
      ),
    );
  return rows.map((row) => row.id);
}
