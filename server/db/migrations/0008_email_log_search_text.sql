-- The e-mail log search on one stored, lower-cased column: a LIKE on it is cheap, where ILIKE
-- lower-cased every mail body on every search (decision 036).
DROP INDEX "email_logs_subject_trgm_idx";--> statement-breakpoint
DROP INDEX "email_logs_content_trgm_idx";--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(email_subject || E'\n' || email_content)) STORED;--> statement-breakpoint
CREATE INDEX "email_logs_search_trgm_idx" ON "email_logs" USING gin ("search_text" gin_trgm_ops);
