CREATE TABLE "former_products" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "base_price_paise" integer;--> statement-breakpoint
ALTER TABLE "former_products" ADD CONSTRAINT "former_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_price_positive" CHECK ("product_variants"."base_price_paise" > 0);--> statement-breakpoint
-- A colour's swatch carries the range of its sizes' own prices, so a card shows the product's price range
-- from its row alone; a product of one colour keeps one swatch when a size has a price of its own.
CREATE OR REPLACE FUNCTION product_swatches(p_id integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN count(*) < 2 AND bool_and(s.size_min IS NULL) THEN '[]'::jsonb ELSE jsonb_agg(jsonb_build_object(
    'name', c.name,
    'slug', c.slug,
    'picture', coalesce(c.images -> 0, CASE WHEN c.image IS NULL THEN NULL
      ELSE jsonb_build_object('src', c.image, 'width', NULL, 'height', NULL) END),
    'basePricePaise', c.base_price_paise,
    'oldPricePaise', c.old_price_paise,
    'sizeMinPaise', s.size_min,
    'sizeMaxPaise', s.size_max
  ) ORDER BY c.position, c.id) END
  FROM product_colours c
  LEFT JOIN LATERAL (
    SELECT min(v.base_price_paise) AS size_min, max(v.base_price_paise) AS size_max
    FROM product_variants v WHERE v.colour_id = c.id
  ) s ON true
  WHERE c.product_id = p_id;
$$;
--> statement-breakpoint
-- A size's price set, changed or cleared moves its product's swatches. Only rows with a price of their own
-- fire it, so the stock's many writes and a catalogue's bulk inserts of variants pay nothing.
CREATE FUNCTION product_variants_keep_swatches() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET swatches = product_swatches(id)
  WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER product_variants_keep_swatches_on_insert
AFTER INSERT ON product_variants
FOR EACH ROW WHEN (NEW.base_price_paise IS NOT NULL) EXECUTE FUNCTION product_variants_keep_swatches();--> statement-breakpoint
CREATE TRIGGER product_variants_keep_swatches_on_update
AFTER UPDATE OF base_price_paise ON product_variants
FOR EACH ROW WHEN (OLD.base_price_paise IS DISTINCT FROM NEW.base_price_paise) EXECUTE FUNCTION product_variants_keep_swatches();--> statement-breakpoint
CREATE TRIGGER product_variants_keep_swatches_on_delete
AFTER DELETE ON product_variants
FOR EACH ROW WHEN (OLD.base_price_paise IS NOT NULL) EXECUTE FUNCTION product_variants_keep_swatches();
