-- Searches on one stored, lower-cased column per table: a LIKE on it is cheap, where ILIKE
-- lower-cased every review text and mail body on every search (decision 036). Adding a stored
-- column rewrites the table once (about 30 s at a million reviews).
DROP INDEX "email_logs_subject_trgm_idx";--> statement-breakpoint
DROP INDEX "email_logs_content_trgm_idx";--> statement-breakpoint
DROP INDEX "reviews_username_trgm_idx";--> statement-breakpoint
DROP INDEX "reviews_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(email_subject || E'\n' || email_content)) STORED;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(username, '') || E'\n' || coalesce(review_text, ''))) STORED;--> statement-breakpoint
CREATE INDEX "email_logs_search_trgm_idx" ON "email_logs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_search_trgm_idx" ON "reviews" USING gin ("search_text" gin_trgm_ops);
