CREATE TABLE "portal_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"link_id" integer,
	"ip" text,
	"user_agent" text,
	"signer_name" text NOT NULL,
	"customer_name" text NOT NULL,
	"terms_version" integer NOT NULL,
	"terms_text" text NOT NULL,
	"terms_hash" text NOT NULL,
	"items" jsonb NOT NULL,
	"vat_mode" text NOT NULL,
	"vat_rate" integer NOT NULL,
	"net_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"gross_cents" bigint NOT NULL,
	"request_hash" text NOT NULL,
	"email_log_id" integer
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "portal_terms" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "portal_terms_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "removals" ADD COLUMN "source" text DEFAULT 'operator' NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_orders" ADD CONSTRAINT "portal_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_orders" ADD CONSTRAINT "portal_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_orders_customer_idx" ON "portal_orders" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "portal_orders_request_idx" ON "portal_orders" USING btree ("customer_id","request_hash");--> statement-breakpoint
CREATE INDEX "portal_orders_email_log_idx" ON "portal_orders" USING btree ("email_log_id");--> statement-breakpoint
-- The proof of a portal order is written once (decision 071): every UPDATE is refused.
CREATE FUNCTION "portal_orders_unchangeable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'portal_orders is append-only: the proof of an order is never changed';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "portal_orders_no_update" BEFORE UPDATE ON "portal_orders"
  FOR EACH ROW EXECUTE FUNCTION "portal_orders_unchangeable"();
