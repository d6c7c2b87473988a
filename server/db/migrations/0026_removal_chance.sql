-- Existing 1–3 star reviews get their Löschchance from the task "removal chance fill" (server/job-list.ts,
-- fillRemovalChances) in batches of 1000 within minutes of the start: the signals are TypeScript, not SQL.
ALTER TABLE "reviews" ADD COLUMN "removal_chance" json;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "chance_rank" smallint;--> statement-breakpoint
CREATE INDEX "reviews_company_archived_chance_idx" ON "reviews" USING btree ("company_id","is_archived","chance_rank" DESC NULLS LAST,"detected_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_chance_pending_idx" ON "reviews" USING btree ("id") WHERE "reviews"."removal_chance" is null and "reviews"."rating" <= 3;