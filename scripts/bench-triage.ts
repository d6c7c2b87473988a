// Triage benchmark (issue 37, point 5; decision 067): the Löschchance's suggested reason against a
// fixed, labelled set of German reviews (tests/triage/labelled-reviews.json, written before the
// signals and never tuned to). Prints precision and recall per Google category: a review counts as
// predicted for a category when that is its suggested reason at 'hoch' or 'mittel'.
//
//   npm run bench:triage
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { removalReasonLabels } from '../common/labels';
import { openDatabase } from '../server/db/client';
import { seedDemo } from '../server/demo/seed/seed-demo';
import { bestGround, levelOf } from '../server/modules/removal-chance/chance';
import { reviewSignals } from '../server/modules/removal-chance/signals';

interface Labelled {
  stars: number;
  text: string | null;
  ownerReplied?: boolean;
  reviewerReviewCount?: number;
  expected: string;
}

const set: Labelled[] = JSON.parse(
  readFileSync(new URL('../tests/triage/labelled-reviews.json', import.meta.url), 'utf8'),
);
const now = new Date();
const rows = set.map((r) => {
  const best = bestGround(
    reviewSignals({
      rating: r.stars,
      text: r.text,
      reviewDate: now,
      ownerReplied: r.ownerReplied ?? null,
      reviewerReviewCount: r.reviewerReviewCount ?? null,
      now,
    }),
  );
  const level = levelOf(best.score);
  // The Google category (a removal reason), at 'hoch' or 'mittel'.
  const predicted = level !== 'low' && best.ground ? best.ground : 'none';
  return { ...r, predicted, level };
});

const categories = [...new Set(set.map((r) => r.expected))].filter((c) => c !== 'none');
const pct = (n: number, d: number) => (d === 0 ? '   –  ' : `${((100 * n) / d).toFixed(1).padStart(5)} %`);
console.log(
  `Labelled reviews: ${set.length} (${set.filter((r) => r.expected === 'none').length} without a ground)\n`,
);
console.log('Category                        n   found  precision   recall');
for (const category of categories) {
  const truth = rows.filter((r) => r.expected === category).length;
  const predicted = rows.filter((r) => r.predicted === category).length;
  const hits = rows.filter((r) => r.expected === category && r.predicted === category).length;
  const label = removalReasonLabels[category as keyof typeof removalReasonLabels] ?? category;
  console.log(
    `${label.padEnd(30)} ${String(truth).padStart(3)}   ${String(predicted).padStart(5)}   ${pct(hits, predicted)}  ${pct(hits, truth)}`,
  );
}
const grounded = rows.filter((r) => r.expected !== 'none');
const flagged = rows.filter((r) => r.predicted !== 'none');
const anyHit = grounded.filter((r) => r.predicted !== 'none').length;
console.log(
  `\nAny ground (removable or not): precision ${pct(flagged.filter((r) => r.expected !== 'none').length, flagged.length)}, recall ${pct(anyHit, grounded.length)}`,
);
const noneFlagged = rows.filter((r) => r.expected === 'none' && r.predicted !== 'none');
console.log(
  `Reviews without a ground flagged 'hoch' or 'mittel': ${noneFlagged.length} of ${rows.length - grounded.length}`,
);

// The demo's outcomes: its cases are few and their reviews' texts are generic, so this says little
// until real outcomes exist (point 3 learns from those).
const database = await openDatabase({ kind: 'pglite' });
await database.migrate();
await seedDemo(database.db);
const { rows: outcome } = (await database.db.execute(sql`
  select r.removal_chance ->> 'level' as level, count(*)::int as n
  from removals m join reviews r on r.id = m.review_id
  where m.state in ('removed', 'reinstated') group by 1 order by 1`)) as unknown as {
  rows: { level: string | null; n: number }[];
};
await database.close();
const removedTotal = outcome.reduce((sum, r) => sum + r.n, 0);
const high = outcome.find((r) => r.level === 'high')?.n ?? 0;
console.log(
  `Demo: 'hoch' among removed reviews: ${high} of ${removedTotal} (${pct(high, removedTotal).trim()}); by level: ${outcome
    .map((r) => `${r.level ?? 'keine'} ${r.n}`)
    .join(', ')}`,
);
if (process.argv.includes('--misses')) {
  for (const r of rows.filter((x) => x.predicted !== x.expected)) {
    console.log(`  ${r.expected} → ${r.predicted} (${r.level}): ${r.text}`);
  }
}
