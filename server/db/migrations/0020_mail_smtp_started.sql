ALTER TABLE "email_logs" ADD COLUMN "smtp_started_at" timestamp with time zone;--> statement-breakpoint
-- A try in flight during the upgrade may have begun: it keeps the old meaning (decision 053).
UPDATE "email_logs" SET "smtp_started_at" = "sending_started_at" WHERE "status" = 'pending' AND "sending_started_at" IS NOT NULL;
