CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', lower(name || ' ' || category || ' ' || coalesce(color, '')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deal_ratio" real GENERATED ALWAYS AS (case when old_price_paise > base_price_paise then (old_price_paise - base_price_paise)::real / old_price_paise else 0 end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("deal_ratio" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("base_price_paise","id");--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");