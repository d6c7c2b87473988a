CREATE TABLE "consent_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"consent" text NOT NULL,
	"source" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" text,
	"note" text,
	"ip" text,
	"user_agent" text,
	"consent_text" text,
	"consent_text_version" integer,
	"email" text
);
--> statement-breakpoint
CREATE TABLE "signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"name" text NOT NULL,
	"contact_person" text,
	"contact_title" text,
	"email" text NOT NULL,
	"google_maps_link" text NOT NULL,
	"consent_text" text NOT NULL,
	"consent_text_version" integer NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"customer_id" integer
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "registered_seat" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "vat_mode" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "signup_slug" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "consent_text" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "consent_text_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "offer_subject" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "offer_opening" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "offer_closing" text;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_events_customer_idx" ON "consent_events" USING btree ("customer_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "signups_token_idx" ON "signups" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "signups_company_email_idx" ON "signups" USING btree ("company_id","email","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_signup_slug_unique" UNIQUE("signup_slug");