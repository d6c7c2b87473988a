-- Each customer's review count, e-mail count and pending e-mail count kept on the customer row,
-- next to the latest review and e-mail of 0006, by the same triggers: the customer list showed
-- them by counting every row's reviews on each page (3 of its 7 ms at a million reviews;
-- decision 037). The triggers change counts by what a statement wrote (never a count again),
-- so concurrent writers add up right.
ALTER TABLE "customers" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "pending_email_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
DROP TRIGGER "reviews_last_review_insert" ON "reviews";--> statement-breakpoint
DROP TRIGGER "reviews_last_review_update" ON "reviews";--> statement-breakpoint
DROP TRIGGER "reviews_last_review_delete" ON "reviews";--> statement-breakpoint
DROP FUNCTION "customers_track_last_review"();--> statement-breakpoint
DROP TRIGGER "email_logs_last_email_insert" ON "email_logs";--> statement-breakpoint
DROP TRIGGER "email_logs_last_email_delete" ON "email_logs";--> statement-breakpoint
DROP FUNCTION "customers_track_last_email"();--> statement-breakpoint
-- One UPDATE per statement, however many rows it wrote. New reviews count up and can only move the
-- date up. An update matters only when it changes a review's date or customer (archiving or a
-- claim by an e-mail changes neither): it moves the count between customers and looks their dates
-- up again, as a delete does, on the (customer_id, review_date) index.
CREATE FUNCTION "customers_track_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "customers" c
       SET "review_count" = c."review_count" + n.added,
           "last_review_at" = greatest(c."last_review_at", n.latest)
      FROM (SELECT "customer_id", count(*)::int AS added, max("review_date") AS latest
              FROM new_rows GROUP BY "customer_id") n
     WHERE c."id" = n."customer_id";
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "customers" c
       SET "review_count" = c."review_count" + d.added,
           "last_review_at" = (SELECT max(r."review_date") FROM "reviews" r WHERE r."customer_id" = c."id")
      FROM (SELECT x."customer_id", sum(x.added)::int AS added
              FROM new_rows n JOIN old_rows o ON o."id" = n."id",
                   LATERAL (VALUES (n."customer_id", 1), (o."customer_id", -1)) x("customer_id", added)
             WHERE n."review_date" IS DISTINCT FROM o."review_date" OR n."customer_id" <> o."customer_id"
             GROUP BY x."customer_id") d
     WHERE c."id" = d."customer_id";
  ELSE
    UPDATE "customers" c
       SET "review_count" = c."review_count" - o.removed,
           "last_review_at" = (SELECT max(r."review_date") FROM "reviews" r WHERE r."customer_id" = c."id")
      FROM (SELECT "customer_id", count(*)::int AS removed FROM old_rows GROUP BY "customer_id") o
     WHERE c."id" = o."customer_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reviews_track_insert" AFTER INSERT ON "reviews"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customers_track_reviews"();
--> statement-breakpoint
CREATE TRIGGER "reviews_track_update" AFTER UPDATE ON "reviews"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customers_track_reviews"();
--> statement-breakpoint
CREATE TRIGGER "reviews_track_delete" AFTER DELETE ON "reviews"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "customers_track_reviews"();
--> statement-breakpoint
-- E-mail logs the same way. An update matters when it changes the status (a pending mail sent or
-- failed), the customer or the time written; the many updates of a mail's sending state change
-- none of them and leave the customer row alone.
CREATE FUNCTION "customers_track_email_logs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "customers" c
       SET "email_count" = c."email_count" + n.added,
           "pending_email_count" = c."pending_email_count" + n.pending,
           "last_email_at" = greatest(c."last_email_at", n.latest)
      FROM (SELECT "customer_id", count(*)::int AS added,
                   (count(*) FILTER (WHERE "status" = 'pending'))::int AS pending, max("created_at") AS latest
              FROM new_rows GROUP BY "customer_id") n
     WHERE c."id" = n."customer_id";
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "customers" c
       SET "email_count" = c."email_count" + d.added,
           "pending_email_count" = c."pending_email_count" + d.pending,
           "last_email_at" = CASE WHEN d.moved
             THEN (SELECT max(e."created_at") FROM "email_logs" e WHERE e."customer_id" = c."id")
             ELSE c."last_email_at" END
      FROM (SELECT x."customer_id", sum(x.added)::int AS added, sum(x.pending)::int AS pending,
                   bool_or(n."customer_id" <> o."customer_id" OR n."created_at" <> o."created_at") AS moved
              FROM new_rows n JOIN old_rows o ON o."id" = n."id",
                   LATERAL (VALUES (n."customer_id", 1, (n."status" = 'pending')::int),
                                   (o."customer_id", -1, -(o."status" = 'pending')::int)) x("customer_id", added, pending)
             WHERE n."status" IS DISTINCT FROM o."status" OR n."customer_id" <> o."customer_id"
                OR n."created_at" <> o."created_at"
             GROUP BY x."customer_id") d
     WHERE c."id" = d."customer_id";
  ELSE
    UPDATE "customers" c
       SET "email_count" = c."email_count" - o.removed,
           "pending_email_count" = c."pending_email_count" - o.pending,
           "last_email_at" = (SELECT max(e."created_at") FROM "email_logs" e WHERE e."customer_id" = c."id")
      FROM (SELECT "customer_id", count(*)::int AS removed,
                   (count(*) FILTER (WHERE "status" = 'pending'))::int AS pending
              FROM old_rows GROUP BY "customer_id") o
     WHERE c."id" = o."customer_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "email_logs_track_insert" AFTER INSERT ON "email_logs"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customers_track_email_logs"();
--> statement-breakpoint
CREATE TRIGGER "email_logs_track_update" AFTER UPDATE ON "email_logs"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customers_track_email_logs"();
--> statement-breakpoint
CREATE TRIGGER "email_logs_track_delete" AFTER DELETE ON "email_logs"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "customers_track_email_logs"();
--> statement-breakpoint
UPDATE "customers" c SET "review_count" = r.n
  FROM (SELECT "customer_id", count(*)::int AS n FROM "reviews" GROUP BY "customer_id") r
 WHERE r."customer_id" = c."id";
--> statement-breakpoint
UPDATE "customers" c SET "email_count" = e.n, "pending_email_count" = e.pending
  FROM (SELECT "customer_id", count(*)::int AS n, (count(*) FILTER (WHERE "status" = 'pending'))::int AS pending
          FROM "email_logs" GROUP BY "customer_id") e
 WHERE e."customer_id" = c."id";
