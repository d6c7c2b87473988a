CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "scan_id" integer;--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "apify_runs" ADD COLUMN "scan_id" integer;--> statement-breakpoint
ALTER TABLE "apify_runs" ADD COLUMN "dataset_id" text;--> statement-breakpoint
ALTER TABLE "apify_runs" ADD COLUMN "cost_usd" numeric(12, 4);--> statement-breakpoint
ALTER TABLE "scan_logs" ADD COLUMN "scan_id" integer;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "new_reviews" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "emails_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "cost_usd" numeric(12, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "error_message" text;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "started_by" integer;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "apify_runs" ADD CONSTRAINT "apify_runs_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_logs" ADD CONSTRAINT "scan_logs_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apify_runs_scan_idx" ON "apify_runs" USING btree ("scan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scan_logs_scan_customer_idx" ON "scan_logs" USING btree ("scan_id","customer_id");