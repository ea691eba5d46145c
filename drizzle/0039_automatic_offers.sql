CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"percent" integer NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"collections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_kind_valid" CHECK ("offers"."kind" in ('sale', 'buy_n')),
	CONSTRAINT "offers_state_valid" CHECK ("offers"."state" in ('active', 'paused', 'ended')),
	CONSTRAINT "offers_terms_valid" CHECK ("offers"."percent" between 1 and 90 and ("offers"."kind" <> 'buy_n' or "offers"."min_quantity" between 2 and 20))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_terms" jsonb;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "collections" jsonb;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "product_ids" jsonb;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "combinable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- An offer changes the prices shoppers see: it moves the catalogue's version and tells every instance, as a
-- product's change does (0014, 0025), so each reads the offers again before its next page.
CREATE FUNCTION offers_catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalog_version');
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER offers_catalog_version_on_change
AFTER INSERT OR UPDATE OR DELETE ON "offers"
FOR EACH STATEMENT EXECUTE FUNCTION offers_catalog_version_bump();
