DROP INDEX "customers_company_name_idx";--> statement-breakpoint
CREATE INDEX "customers_company_lower_name_idx" ON "customers" USING btree ("company_id",lower("name"),"id");