CREATE TABLE "apify_run_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL,
	"company_id" integer,
	"run_id" text,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "max_run_cost_usd" numeric(10, 2) DEFAULT '5.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "place_id" text;--> statement-breakpoint
ALTER TABLE "apify_runs" ADD COLUMN "place_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "apify_run_slots" ADD CONSTRAINT "apify_run_slots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apify_run_slots_account_idx" ON "apify_run_slots" USING btree ("account_key","lease_until");--> statement-breakpoint
CREATE INDEX "customers_company_place_idx" ON "customers" USING btree ("company_id","place_id");