ALTER TABLE "coupons" ADD COLUMN "show_on_product_pages" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- An advertised code changes what product pages show: a change to one (made, edited, paused, ended, shown or
-- hidden, or its last use taken or given back) moves the catalogue's version and tells every instance, as an
-- offer's change does (0039), so each reads the advertised codes again before its next page. An order taking
-- a use of a code with uses left changes no page, and does not empty every instance's cache.
CREATE FUNCTION coupons_catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalog_version');
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER coupons_catalog_version_on_insert
AFTER INSERT ON "coupons"
FOR EACH ROW WHEN (NEW.show_on_product_pages) EXECUTE FUNCTION coupons_catalog_version_bump();--> statement-breakpoint
CREATE TRIGGER coupons_catalog_version_on_delete
AFTER DELETE ON "coupons"
FOR EACH ROW WHEN (OLD.show_on_product_pages) EXECUTE FUNCTION coupons_catalog_version_bump();--> statement-breakpoint
CREATE TRIGGER coupons_catalog_version_on_update
AFTER UPDATE ON "coupons"
FOR EACH ROW
WHEN (
  (OLD.show_on_product_pages OR NEW.show_on_product_pages)
  AND (
    (to_jsonb(OLD) - 'uses' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'uses' - 'updated_at')
    OR (OLD.max_uses IS NOT NULL AND (OLD.uses >= OLD.max_uses) <> (NEW.uses >= NEW.max_uses))
  )
)
EXECUTE FUNCTION coupons_catalog_version_bump();
