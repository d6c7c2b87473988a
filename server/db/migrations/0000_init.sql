CREATE TABLE "automation_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"auto_scan_enabled" boolean DEFAULT true NOT NULL,
	"scan_frequency" text DEFAULT 'daily' NOT NULL,
	"scan_time" text DEFAULT '09:00' NOT NULL,
	"rating_threshold" integer DEFAULT 3 NOT NULL,
	"review_age" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"description" text,
	"gmail_email" text,
	"gmail_password_sealed" text,
	"smtp_host" text DEFAULT 'smtp.gmail.com' NOT NULL,
	"smtp_port" integer DEFAULT 587 NOT NULL,
	"apify_api_key_sealed" text,
	"apify_actor_id" text DEFAULT 'compass/Google-Maps-Reviews-Scraper' NOT NULL,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"daily_reports" boolean DEFAULT false NOT NULL,
	"sms_alerts" boolean DEFAULT false NOT NULL,
	"two_factor" boolean DEFAULT false NOT NULL,
	"data_retention" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text,
	"google_maps_link" text,
	"price_per_review" numeric(10, 2) DEFAULT '89.00' NOT NULL,
	"status" text DEFAULT 'email_sent' NOT NULL,
	"contact_person" text,
	"contact_title" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"review_id" integer,
	"email_subject" text NOT NULL,
	"email_content" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error_message" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"username" text,
	"rating" integer NOT NULL,
	"review_text" text,
	"review_date" timestamp with time zone,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"email_log_id" integer
);
--> statement-breakpoint
CREATE TABLE "apify_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"customer_id" integer,
	"company_id" integer NOT NULL,
	"google_maps_url" text NOT NULL,
	"status" text NOT NULL,
	"total_reviews" integer DEFAULT 0 NOT NULL,
	"negative_reviews" integer DEFAULT 0 NOT NULL,
	"processed_reviews" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"error_message" text,
	CONSTRAINT "apify_runs_run_id_unique" UNIQUE("run_id")
);
--> statement-breakpoint
CREATE TABLE "scan_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"company_id" integer NOT NULL,
	"customer_name" text,
	"scan_type" text NOT NULL,
	"status" text NOT NULL,
	"error_type" text,
	"error_message" text,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"scan_type" text NOT NULL,
	"slot" text,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"success_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "automation_settings" ADD CONSTRAINT "automation_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apify_runs" ADD CONSTRAINT "apify_runs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apify_runs" ADD CONSTRAINT "apify_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_logs" ADD CONSTRAINT "scan_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_company_name_idx" ON "customers" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "customers_company_status_idx" ON "customers" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "customers_company_price_idx" ON "customers" USING btree ("company_id","price_per_review");--> statement-breakpoint
CREATE INDEX "email_logs_company_created_idx" ON "email_logs" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_logs_customer_created_idx" ON "email_logs" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_logs_company_status_idx" ON "email_logs" USING btree ("company_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_logs_company_sent_idx" ON "email_logs" USING btree ("company_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_customer_external_idx" ON "reviews" USING btree ("customer_id","external_id");--> statement-breakpoint
CREATE INDEX "reviews_company_archived_detected_idx" ON "reviews" USING btree ("company_id","is_archived","detected_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_company_detected_idx" ON "reviews" USING btree ("company_id","detected_at");--> statement-breakpoint
CREATE INDEX "reviews_customer_review_date_idx" ON "reviews" USING btree ("customer_id","review_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_unnotified_idx" ON "reviews" USING btree ("customer_id") WHERE "reviews"."email_log_id" is null;--> statement-breakpoint
CREATE INDEX "apify_runs_company_started_idx" ON "apify_runs" USING btree ("company_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scan_logs_created_idx" ON "scan_logs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scan_logs_company_created_idx" ON "scan_logs" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scan_logs_status_idx" ON "scan_logs" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "scans_company_slot_idx" ON "scans" USING btree ("company_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "scans_one_running_idx" ON "scans" USING btree ("company_id") WHERE "scans"."status" in ('running', 'stopping');--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");