ALTER TABLE "companies" ADD COLUMN "offer_min_chance" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "offer_names_ground" boolean DEFAULT false NOT NULL;