-- Search on trigram indexes, and each customer's latest review and e-mail kept on the customer
-- row, so the customer list sorts by them from an index (decision 034).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "last_review_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "last_email_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "customers" c SET "last_review_at" = r.latest
  FROM (SELECT "customer_id", max("review_date") AS latest FROM "reviews" GROUP BY "customer_id") r
 WHERE r."customer_id" = c."id";
--> statement-breakpoint
UPDATE "customers" c SET "last_email_at" = e.latest
  FROM (SELECT "customer_id", max("created_at") AS latest FROM "email_logs" GROUP BY "customer_id") e
 WHERE e."customer_id" = c."id";
--> statement-breakpoint
-- One UPDATE per statement, however many rows it wrote: a new review can only move the date up;
-- a changed or deleted one is looked up again on its customer's (customer_id, review_date) index.
CREATE FUNCTION "customers_track_last_review"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "customers" c SET "last_review_at" = n.latest
      FROM (SELECT "customer_id", max("review_date") AS latest FROM new_rows
             WHERE "review_date" IS NOT NULL GROUP BY "customer_id") n
     WHERE c."id" = n."customer_id" AND (c."last_review_at" IS NULL OR c."last_review_at" < n.latest);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "customers" c
       SET "last_review_at" = (SELECT max(r."review_date") FROM "reviews" r WHERE r."customer_id" = c."id")
     WHERE c."id" IN (SELECT unnest(ARRAY[n."customer_id", o."customer_id"])
                        FROM new_rows n JOIN old_rows o ON o."id" = n."id"
                       WHERE n."review_date" IS DISTINCT FROM o."review_date" OR n."customer_id" <> o."customer_id");
  ELSE
    UPDATE "customers" c
       SET "last_review_at" = (SELECT max(r."review_date") FROM "reviews" r WHERE r."customer_id" = c."id")
     WHERE c."id" IN (SELECT "customer_id" FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reviews_last_review_insert" AFTER INSERT ON "reviews"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customers_track_last_review"();
--> statement-breakpoint
CREATE TRIGGER "reviews_last_review_update" AFTER UPDATE ON "reviews"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customers_track_last_review"();
--> statement-breakpoint
CREATE TRIGGER "reviews_last_review_delete" AFTER DELETE ON "reviews"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "customers_track_last_review"();
--> statement-breakpoint
-- E-mail logs keep their created_at; only new and deleted rows move the customer's date.
CREATE FUNCTION "customers_track_last_email"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "customers" c SET "last_email_at" = n.latest
      FROM (SELECT "customer_id", max("created_at") AS latest FROM new_rows GROUP BY "customer_id") n
     WHERE c."id" = n."customer_id" AND (c."last_email_at" IS NULL OR c."last_email_at" < n.latest);
  ELSE
    UPDATE "customers" c
       SET "last_email_at" = (SELECT max(e."created_at") FROM "email_logs" e WHERE e."customer_id" = c."id")
     WHERE c."id" IN (SELECT "customer_id" FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "email_logs_last_email_insert" AFTER INSERT ON "email_logs"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customers_track_last_email"();
--> statement-breakpoint
CREATE TRIGGER "email_logs_last_email_delete" AFTER DELETE ON "email_logs"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "customers_track_last_email"();
--> statement-breakpoint
CREATE INDEX "customers_company_last_review_asc_idx" ON "customers" USING btree ("company_id","last_review_at");
--> statement-breakpoint
CREATE INDEX "customers_company_last_review_desc_idx" ON "customers" USING btree ("company_id","last_review_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "customers_company_last_email_asc_idx" ON "customers" USING btree ("company_id","last_email_at");
--> statement-breakpoint
CREATE INDEX "customers_company_last_email_desc_idx" ON "customers" USING btree ("company_id","last_email_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "customers_phone_trgm_idx" ON "customers" USING gin ("phone" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "email_logs_subject_trgm_idx" ON "email_logs" USING gin ("email_subject" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "email_logs_content_trgm_idx" ON "email_logs" USING gin ("email_content" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "reviews_username_trgm_idx" ON "reviews" USING gin ("username" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "reviews_text_trgm_idx" ON "reviews" USING gin ("review_text" gin_trgm_ops);
