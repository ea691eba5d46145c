DROP INDEX "search_terms_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', category || ' ' || coalesce(color, '')), 'B') || setweight(to_tsvector('simple', description), 'C')) STORED NOT NULL;--> statement-breakpoint
-- Dropping the column dropped its index; the search finds its products through it.
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- The description is searched now, so its words join the vocabulary, and an edit to it refreshes it.
DROP TRIGGER products_collect_search_terms ON products;--> statement-breakpoint
CREATE TRIGGER products_collect_search_terms
AFTER INSERT OR UPDATE OF name, category, color, description ON products
FOR EACH ROW EXECUTE FUNCTION products_collect_search_terms();--> statement-breakpoint
INSERT INTO search_terms (term)
SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM products
ON CONFLICT (term) DO NOTHING;
