-- The price order from an index with the name in it: most customers share one of a few prices,
-- so the list sorted over a thousand ties by name per page (decision 037).
DROP INDEX "customers_company_price_idx";--> statement-breakpoint
CREATE INDEX "customers_company_price_asc_idx" ON "customers" USING btree ("company_id","price_per_review",replace(translate(lower("name"), 'äöüàáâãåçéèêëíìîïñóòôõúùûýÿ', 'aouaaaaaceeeeiiiinoooouuuyy'), 'ß', 'ss'),"id");--> statement-breakpoint
CREATE INDEX "customers_company_price_desc_idx" ON "customers" USING btree ("company_id","price_per_review" DESC NULLS FIRST,replace(translate(lower("name"), 'äöüàáâãåçéèêëíìîïñóòôõúùûýÿ', 'aouaaaaaceeeeiiiinoooouuuyy'), 'ß', 'ss'),"id" DESC NULLS FIRST);