// The Löschchance of reviews stored without it: rows from before decision 067, the demo's SQL seed,
// imports. A few statements per thousand rows, never one per row.
import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { NEGATIVE_RATING_MAX } from '../../../common/constants';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import { learnedScales } from '../removal-chance/chance-stats.queries';
import { storedChance } from '../removal-chance/stored-chance';

const FILL_BATCH = 1000;

/**
 * Computes the missing Löschchance of up to `maxBatches` × 1000 negative reviews (on the partial
 * pending index), oldest id first; answers how many it filled. The owner reply and the author's
 * review count are not stored, so these rows are judged on text, stars and date; each with its
 * company's learned rates (decision 076), read in one statement per batch.
 */
export async function fillRemovalChances(db: Db, now: Date, maxBatches = 20) {
  let filled = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const rows = await db
      .select({
        id: reviews.id,
        companyId: reviews.companyId,
        rating: reviews.rating,
        text: reviews.reviewText,
        reviewDate: reviews.reviewDate,
      })
      .from(reviews)
      .where(and(isNull(reviews.removalChance), lte(reviews.rating, NEGATIVE_RATING_MAX)))
      .orderBy(asc(reviews.id))
      .limit(FILL_BATCH);
    if (rows.length === 0) break;
    const scales = await learnedScales(db, [...new Set(rows.map((r) => r.companyId))]);
    const chances = rows.map((r) => storedChance(r, now, scales.get(r.companyId)));
    await db.execute(sql`
      update ${reviews} set removal_chance = v.chance::json, chance_rank = v.rank
      from (select unnest(${sql.param(rows.map((r) => r.id))}::int[]) as id,
        unnest(${sql.param(chances.map((c) => JSON.stringify(c.removalChance)))}::text[]) as chance,
        unnest(${sql.param(chances.map((c) => c.chanceRank))}::smallint[]) as rank) v
      where ${reviews.id} = v.id and ${reviews.removalChance} is null`);
    filled += rows.length;
    if (rows.length < FILL_BATCH) break;
  }
  return filled;
}

/**
 * A case of the company closed (or reopened): its 1–3 star reviews lose their stored Löschchance in
 * one statement, and the fill task computes it again in batches with the new rates (decision 076).
 */
export async function clearCompanyChances(tx: Db, companyId: number) {
  await tx
    .update(reviews)
    .set({ removalChance: null, chanceRank: null })
    .where(
      and(
        eq(reviews.companyId, companyId),
        lte(reviews.rating, NEGATIVE_RATING_MAX),
        isNotNull(reviews.removalChance),
      ),
    );
}
