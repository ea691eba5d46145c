CREATE SEQUENCE "public"."catalog_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
CREATE INDEX "products_category_newest_idx" ON "products" USING btree ("category","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
-- The catalogue's version moves when what shoppers see of it may have changed. A stock change alone moves
-- it only when a product or one of its sizes sells out or comes back (the lists show in stock or not, and
-- the size filter lists what can be bought in that size, never the figure), so orders do not empty the
-- read cache.
CREATE FUNCTION catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND TG_LEVEL = 'ROW'
     AND (to_jsonb(OLD) - 'stock') = (to_jsonb(NEW) - 'stock')
     AND (OLD.stock > 0) = (NEW.stock > 0) THEN
    RETURN NULL;
  END IF;
  PERFORM nextval('catalog_version');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_catalog_version_on_add_or_remove
AFTER INSERT OR DELETE OR TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();--> statement-breakpoint
CREATE TRIGGER products_catalog_version_on_edit
AFTER UPDATE ON products
FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
-- A size selling out or coming back changes what the size filter lists.
CREATE TRIGGER product_variants_catalog_version_on_add_or_remove
AFTER INSERT OR DELETE OR TRUNCATE ON product_variants
FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();--> statement-breakpoint
CREATE TRIGGER product_variants_catalog_version_on_edit
AFTER UPDATE ON product_variants
FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
