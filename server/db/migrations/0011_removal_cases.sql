CREATE TABLE "removal_check_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"customers" integer DEFAULT 0 NOT NULL,
	"checked" integer DEFAULT 0 NOT NULL,
	"cost_usd" numeric(12, 4) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "removal_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"removal_id" integer NOT NULL,
	"check_run_id" integer,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"apify_run_id" text,
	"outcome" text NOT NULL,
	"rating" integer,
	"review_text" text,
	"message" text,
	"cost_usd" numeric(12, 4)
);
--> statement-breakpoint
CREATE TABLE "removal_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"removal_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" text,
	"from_state" text,
	"to_state" text,
	"note" text,
	"channel" text,
	"filed_on" date
);
--> statement-breakpoint
CREATE TABLE "removals" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"review_id" integer NOT NULL,
	"state" text DEFAULT 'ordered' NOT NULL,
	"reason" text NOT NULL,
	"price_per_review" numeric(10, 2) NOT NULL,
	"note" text,
	"channel" text,
	"filed_on" date,
	"resume_state" text,
	"deadline_kind" text,
	"deadline_on" date,
	"due_on" date,
	"first_miss_at" timestamp with time zone,
	"last_check_at" timestamp with time zone,
	"last_check_outcome" text,
	"removed_at" timestamp with time zone,
	"ordered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ordered_by" integer,
	"search_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "removal_counts_raised_rating" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "review_url" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "place_id" text;--> statement-breakpoint
ALTER TABLE "removal_check_runs" ADD CONSTRAINT "removal_check_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removal_checks" ADD CONSTRAINT "removal_checks_removal_id_removals_id_fk" FOREIGN KEY ("removal_id") REFERENCES "public"."removals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removal_checks" ADD CONSTRAINT "removal_checks_check_run_id_removal_check_runs_id_fk" FOREIGN KEY ("check_run_id") REFERENCES "public"."removal_check_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removal_events" ADD CONSTRAINT "removal_events_removal_id_removals_id_fk" FOREIGN KEY ("removal_id") REFERENCES "public"."removals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removal_events" ADD CONSTRAINT "removal_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removals" ADD CONSTRAINT "removals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removals" ADD CONSTRAINT "removals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removals" ADD CONSTRAINT "removals_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removals" ADD CONSTRAINT "removals_ordered_by_users_id_fk" FOREIGN KEY ("ordered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "removal_check_runs_company_started_idx" ON "removal_check_runs" USING btree ("company_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "removal_check_runs_one_running_idx" ON "removal_check_runs" USING btree ("company_id") WHERE "removal_check_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "removal_checks_removal_idx" ON "removal_checks" USING btree ("removal_id","checked_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "removal_checks_run_removal_idx" ON "removal_checks" USING btree ("check_run_id","removal_id");--> statement-breakpoint
CREATE INDEX "removal_events_removal_idx" ON "removal_events" USING btree ("removal_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "removals_review_idx" ON "removals" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "removals_company_state_ordered_idx" ON "removals" USING btree ("company_id","state","ordered_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "removals_company_ordered_idx" ON "removals" USING btree ("company_id","ordered_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "removals_company_deadline_idx" ON "removals" USING btree ("company_id","deadline_on","id");--> statement-breakpoint
CREATE INDEX "removals_company_due_idx" ON "removals" USING btree ("company_id","due_on") WHERE "removals"."due_on" is not null;--> statement-breakpoint
CREATE INDEX "removals_company_removed_idx" ON "removals" USING btree ("company_id","removed_at") WHERE "removals"."removed_at" is not null;--> statement-breakpoint
CREATE INDEX "removals_customer_idx" ON "removals" USING btree ("customer_id","ordered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "removals_search_trgm_idx" ON "removals" USING gin ("search_text" gin_trgm_ops);