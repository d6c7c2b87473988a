ALTER TABLE "removals" ADD COLUMN "signals_at_order" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Cases ordered before decision 076: the signals of the review's stored Löschchance (reviews without one stay '{}').
UPDATE "removals" SET "signals_at_order" = ARRAY(SELECT json_array_elements("reviews"."removal_chance"->'signals')->>'code') FROM "reviews" WHERE "reviews"."id" = "removals"."review_id" AND "reviews"."removal_chance" IS NOT NULL;
