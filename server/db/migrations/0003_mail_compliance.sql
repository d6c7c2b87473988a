ALTER TABLE "companies" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "legal_address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "managing_directors" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "register_court" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "register_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "vat_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "mail_daily_cap" integer DEFAULT 400 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "mail_pause_seconds" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "test_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "test_recipient" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "require_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sending_paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sending_pause_reason" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "next_send_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "opted_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "consent" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "consent_date" date;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "consent_note" text;--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "recipient" text;--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "email_html" text;--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "sending_started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_logs_company_sending_idx" ON "email_logs" USING btree ("company_id","sending_started_at");--> statement-breakpoint
CREATE INDEX "email_logs_waiting_idx" ON "email_logs" USING btree ("next_attempt_at") WHERE "email_logs"."status" = 'pending' and "email_logs"."sending_started_at" is null;--> statement-breakpoint
-- Mails written before pacing existed count against the rolling cap from when they went out.
UPDATE "email_logs" SET "sending_started_at" = coalesce("sent_at", "created_at"), "attempts" = 1 WHERE "status" <> 'pending';
