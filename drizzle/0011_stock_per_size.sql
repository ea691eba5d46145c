CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"sku" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variants_stock_not_negative" CHECK ("product_variants"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_product_size_idx" ON "product_variants" USING btree ("product_id","size");--> statement-breakpoint
-- A product's variants from its sizes (one of size '' when it has none), its stock spread over them: each
-- size gets stock / sizes, and the first stock % sizes sizes one more (docs/decisions/011-stock-per-size.md).
-- The one home of that rule: the trigger below runs it for every new product, and the staff's edits run it
-- when a product's sizes change or a whole stock figure is given.
CREATE FUNCTION product_variants_respread(p_id integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM product_variants WHERE product_id = p_id;
  INSERT INTO product_variants (product_id, size, sku, stock)
  SELECT p.id, '', p.sku, p.stock FROM products p WHERE p.id = p_id AND coalesce(cardinality(p.sizes), 0) = 0;
  INSERT INTO product_variants (product_id, size, sku, stock)
  SELECT p.id, s.size, p.sku || '-' || s.size,
    p.stock / cardinality(p.sizes) + CASE WHEN s.ord <= p.stock % cardinality(p.sizes) THEN 1 ELSE 0 END
  FROM products p, unnest(p.sizes) WITH ORDINALITY AS s(size, ord)
  WHERE p.id = p_id AND cardinality(p.sizes) > 0;
$$;
--> statement-breakpoint
CREATE FUNCTION products_make_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_variants_respread(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_make_variants
AFTER INSERT ON products
FOR EACH ROW EXECUTE FUNCTION products_make_variants();
--> statement-breakpoint
SELECT product_variants_respread(id) FROM products;
